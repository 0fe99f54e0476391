// Lighthouse (mobile profile: its default emulation and throttling) on the parts site's home,
// a product page and a search page, with Debian's Chromium; see bench/README.md. Starts the
// built portal on bench/data unless BENCH_URL points at a running one.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoPortal } from './portal.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_REPORTS=dir keeps each run's full report (JSON) to read what held a page back.
const REPORTS = process.env.BENCH_REPORTS;
const ALL_PAGES = [
  ['home', '/'],
  ['product', '/unit-heaters/gas-fired-unit-heaters/hdu/hdu-parts-master'],
  ['search', '/search/burner'],
];
// BENCH_PAGES=product,search runs only those pages.
const chosen = process.env.BENCH_PAGES?.split(',');
const PAGES = chosen ? ALL_PAGES.filter(([name]) => chosen.includes(name)) : ALL_PAGES;

const { base, stop } = await startDemoPortal();
// The public pages are served per host: parts.localhost, which Chromium sends to 127.0.0.1.
const site = new URL(base);
site.hostname = process.env.BENCH_HOST ?? 'parts.localhost';

// A browser of its own for each run: a cold visit, and no state left from the run before.
const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/** One run; Lighthouse now and then loses the page load's trace (NO_NAVSTART): run it again. */
async function lighthouseRun(url, attempts = 3) {
  const chrome = await launchChromium();
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  }).finally(() => chrome.kill());
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const error = result.lhr.runtimeError;
  if (!error) return result;
  if (attempts > 1) return lighthouseRun(url, attempts - 1);
  throw new Error(error.message);
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint').numericValue / 1000,
    cls: audit('cumulative-layout-shift').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    requests: audit('network-requests').details?.items.length ?? 0,
    kb: audit('total-byte-weight').numericValue / 1024,
    // Lighthouse's measure of the host's CPU: its 4x slowdown stands for a mid-tier phone
    // (index about 1,000) only on a host near 4,000; a slower or busier host is judged harsher.
    cpu: lhr.environment.benchmarkIndex,
  };
}

try {
  const rows = [];
  for (const [name, address] of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouseRun(new URL(address, site).href);
      runs.push(figures(result.lhr));
      if (REPORTS) {
        fs.mkdirSync(REPORTS, { recursive: true });
        fs.writeFileSync(path.join(REPORTS, `${name}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      page: name,
      'perf (median)': pick('score'),
      scores: runs.map((run) => run.score).join(' '),
      'LCP s': pick('lcp').toFixed(2),
      CLS: pick('cls').toFixed(3),
      'TBT ms': Math.round(pick('tbt')),
      requests: pick('requests'),
      'transferred KB': pick('kb').toFixed(0),
      'host CPU index': Math.round(pick('cpu')),
    });
  }
  console.log(`Lighthouse mobile profile, ${RUNS} runs per page (median), ${site.origin}`);
  console.table(rows);
} finally {
  await stop();
}
