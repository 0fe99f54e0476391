import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';
import { HANDLER_VECTORS, OWASP_XSS_VECTORS } from './rich-text-xss-vectors.ts';

const FORBIDDEN_TAGS = new Set(
  [
    ...['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'meta', 'base'],
    ...['link', 'style', 'form', 'input', 'button', 'svg', 'math', 'img', 'video', 'audio'],
    ...['source', 'template', 'noscript', 'xml', 'details', 'marquee', 'isindex', 'bgsound'],
  ].map((tag) => tag.toLowerCase()),
);
const KEPT_ATTRIBUTES = new Set(['style', 'href', 'target', 'rel', 'start', 'span']);
const CELL_ATTRIBUTES = new Set(['colspan', 'rowspan', 'scope']);
/** The sanitiser's output format: lower-case names, values in double quotes. */
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const ATTRIBUTE = /\s+([a-z-]+)(?:="([^"]*)")?/g;
// Browsers drop these from a URL before reading its scheme.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u00a0]/g;

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_all, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_all, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function unsafeUrl(value: string): boolean {
  const url = decode(value).replace(IGNORED_IN_URL, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined) return !['http', 'https', 'mailto', 'tel'].includes(scheme);
  return url.startsWith('//') || url.startsWith('\\');
}

const unsafeStyle = (value: string) =>
  /expression|url\s*\(|javascript|vbscript|behavior|binding|@import|\\|\/\*/i.test(decode(value));

/** What in sanitised markup could still run script or load something; [] when nothing. */
function executableMarkup(html: string): string[] {
  const found: string[] = [];
  const text = html.replace(TAG, (_tag, _close: string, name: string, attributes: string) => {
    if (FORBIDDEN_TAGS.has(name)) found.push(`<${name}>`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
      if (attribute.startsWith('on')) found.push(`${name} ${attribute}`);
      const kept =
        KEPT_ATTRIBUTES.has(attribute) || (/^t[hd]$/.test(name) && CELL_ATTRIBUTES.has(attribute));
      if (!kept) found.push(`${name} ${attribute} (not on the allow-list)`);
      if (['href', 'src', 'action', 'formaction', 'data'].includes(attribute) && unsafeUrl(value))
        found.push(`${name} ${attribute}="${value}"`);
      if (attribute === 'style' && unsafeStyle(value)) found.push(`${name} style="${value}"`);
    }
    return '';
  });
  // Everything left is text, where a tag could only hide behind a raw '<'.
  if (text.includes('<')) found.push(`raw '<' in ${JSON.stringify(text)}`);
  return found;
}

describe('the sanitiser against OWASP XSS filter evasion vectors', () => {
  it('has at least 100 vectors from the cheat sheet and one per tag and handler', () => {
    expect(OWASP_XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
    expect(HANDLER_VECTORS.length).toBe(36 * 6);
  });

  it.each(OWASP_XSS_VECTORS.map((vector) => [vector]))(
    'leaves nothing executable of %s',
    (vector) => {
      expect(executableMarkup(sanitizeRichText(vector))).toEqual([]);
    },
  );

  it.each(HANDLER_VECTORS.map((vector) => [vector]))(
    'drops the handler and URL of %s',
    (vector) => {
      const safe = sanitizeRichText(vector);
      expect(executableMarkup(safe)).toEqual([]);
      // The harmless style stays, but on a link: the sanitiser keeps only its address and target.
      if (!vector.startsWith('<a ')) expect(safe).toContain('style="color:red"');
    },
  );

  it('is idempotent: what it stored it stores again unchanged', () => {
    for (const vector of [...OWASP_XSS_VECTORS, ...HANDLER_VECTORS]) {
      const once = sanitizeRichText(vector);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});

describe('executableMarkup, the check itself', () => {
  it.each([
    ['<script>alert(1)</script>', '<script>'],
    ['<p onclick="x()">a</p>', 'p onclick'],
    ['<a href="jav&#x09;ascript:alert(1)">a</a>', 'a href="jav&#x09;ascript:alert(1)"'],
    ['<a href="//evil.example">a</a>', 'a href="//evil.example"'],
    ['<p style="width:expression(alert(1))">a</p>', 'p style="width:expression(alert(1))"'],
    ['<p style="background:url(x)">a</p>', 'p style="background:url(x)"'],
    ['<p title="x">a</p>', 'p title (not on the allow-list)'],
    ['<p>a <img src=x onerror=alert(1)></p>', `raw '<' in "a <img src=x onerror=alert(1)>"`],
  ])('finds what runs in %s', (html, finding) => {
    expect(executableMarkup(html)).toContain(finding);
  });

  it('finds nothing in what the toolbar writes', () => {
    const toolbar =
      '<h2 style="text-align:center">T</h2><p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>' +
      '<a href="mailto:a@example.com">m</a><a href="/parts?a=1&amp;b=2">p</a></p>' +
      '<table><tbody><tr><th colspan="2">h</th></tr></tbody></table><p>a<br />b &lt;script&gt;</p>';
    expect(executableMarkup(toolbar)).toEqual([]);
  });
});
