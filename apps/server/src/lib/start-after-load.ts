import { createHash } from 'node:crypto';

/**
 * A page the server drew is read before its scripts run. On a slow phone line its scripts
 * (150 KB) would share the line with the page's pictures, and their evaluation would hold the
 * first paint: so they start once the page has loaded and painted, or after 3 s if a picture is
 * still on its way. The entry comes from the script's `data-entry`. A background tab has no
 * animation frames: the timer starts the scripts there (decision 149).
 */
const SCRIPT = `(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var loaded = false;
  var added = false;
  function add() {
    if (added) return;
    added = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function afterPaint() {
    if (loaded) return;
    loaded = true;
    requestAnimationFrame(function () { setTimeout(add, 0); });
    setTimeout(add, 250);
  }
  if (document.readyState === 'complete') afterPaint();
  else {
    addEventListener('load', afterPaint, { once: true });
    setTimeout(afterPaint, 3000);
  }
})();`;

/** The policy's source that allows exactly that inline script. */
export const START_AFTER_LOAD_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;

/** index.html's entry script replaced by the one above; the page unchanged without one. */
export const startAfterLoad = (html: string): string =>
  html.replace(
    ENTRY_SCRIPT,
    (_tag, entry: string) => `<script data-entry="${entry}">${SCRIPT}</script>`,
  );

/** A policy whose `script-src` also allows that script. */
export const allowStartAfterLoad = (policy: string): string =>
  policy.replace(
    /(^|;)\s*script-src ([^;]*)/,
    (directive) => `${directive} ${START_AFTER_LOAD_SOURCE}`,
  );
