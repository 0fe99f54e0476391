/* global document, MutationObserver, requestAnimationFrame, HTMLInputElement -- run in the page */
// How fast the 500-model table answers in Chromium (bench/README.md): from a click or a
// keyword to the next painted frame with the table changed. Starts the portal on bench/data
// unless BENCH_URL points at a running one.
import { chromium } from '@playwright/test';
import { startDemoPortal } from './portal.mjs';

const PATH = '/unit-heaters/gas-fired-unit-heaters/hdu/hdu-parts-master/parts/replacement-parts';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const { base, stop } = await startDemoPortal();

/**
 * Runs `act` on the element and answers the milliseconds until the frame after the table's
 * first change. The observer is in place before the act, which React may apply at once.
 */
function timeChange(element, act) {
  return element.evaluate(async (el, what) => {
    const table = document.querySelector('table');
    const started = performance.now();
    const changed = new Promise((resolve) => {
      const rowCount = table.getAttribute('aria-rowcount');
      const observer = new MutationObserver(() => {
        // A keyword is judged by the rows it leaves, not by what typing itself updates.
        if (what.rows && table.getAttribute('aria-rowcount') === rowCount) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - started));
      });
      observer.observe(table, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: what.rows,
      });
    });
    if (what.type === 'click') el.click();
    else {
      // A controlled input takes a typed value through the native setter and an input event.
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setter.call(el, what.value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    return changed;
  }, act);
}

const summary = (name, times, less = 0) => {
  const sorted = times.map((t) => t - less).sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return { name, runs: sorted.length, 'p50 ms': at(0.5).toFixed(1), 'max ms': at(1).toFixed(1) };
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${base}${PATH}`);
  const table = page.getByRole('table').first();
  await table.getByRole('rowheader').first().waitFor();

  const sorts = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    await page.getByRole('button', { name: /^Filter Catalog #/ }).click();
    const order = i % 2 === 0 ? 'Sort Z to A' : 'Sort A to Z';
    sorts.push(await timeChange(page.getByRole('button', { name: order }), { type: 'click' }));
    await page.keyboard.press('Escape');
  }

  const searchbox = page.getByRole('searchbox').first();
  const keywords = [];
  const clears = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    keywords.push(await timeChange(searchbox, { type: 'input', value: 'motor', rows: true }));
    // Clearing the box applies at once, without the debounce.
    clears.push(await timeChange(searchbox, { type: 'input', value: '', rows: true }));
    // Until its debounce passes, the box still holds the previous keyword.
    await page.waitForTimeout(300);
  }

  const facets = [];
  await page.getByRole('button', { name: /^Filter Material Group/ }).click();
  const facet = page.getByRole('checkbox').first();
  for (let i = 0; i < ROUNDS; i += 1) facets.push(await timeChange(facet, { type: 'click' }));

  console.log('500-model table in Chromium, to the next frame after the table changed:');
  console.table([
    summary('sort by catalogue number', sorts),
    summary('keyword, after the 250 ms debounce', keywords, 250),
    summary('clearing the keyword', clears),
    summary('facet checkbox', facets),
  ]);
} finally {
  await browser.close();
  await stop();
}
