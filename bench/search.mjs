// Search benchmark over the 1,000,000-model catalogue of generate-large-catalog.mjs
// (bench/README.md). Keywords come from the catalogue itself, typed the ways dealers type them.
import autocannon from 'autocannon';
import pg from 'pg';
import { startCpuShare } from './cpu-share.mjs';
import { benchDatabaseUrl, startPortal, stopPortal } from './portal.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_PHASES: `sequential` (one request at a time), `load` (throughput), `mix` (only the
// search mix at 32 connections). BENCH_PID names the portal's process when BENCH_URL points
// at a running one, for the CPU shares.
const phases = (process.env.BENCH_PHASES ?? 'sequential,load').split(',');
const databaseUrl = benchDatabaseUrl();

// A deterministic generator, so every run asks the same questions. It must stay exact in
// 32-bit integers: a multiplication in doubles loses the low bits, and the sequence then
// repeats after about 10,000 draws, so a run would mostly ask what the cache already holds.
let seed = 42;
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
// Enough numbers that a whole number is rarely asked twice: the server keeps result pages,
// and only short prefixes and common words should be answered from them.
await client.query('select setseed(0.42)');
const { rows: models } = await client.query(`
  select pcn_catalog_number as pcn, fingood_tpi_mfg_mod as model from model
  where pcn_catalog_number ~ '^[0-9]{2}-[0-9]{5}$' order by random() limit 200000`);
const { rows: divisionNumbers } = await client.query(`
  select model_number as number from division_model
  where model_number like 'DV%' order by random() limit 20000`);
await client.end();
if (models.length === 0)
  throw new Error('no large catalogue here: run bench/generate-large-catalog.mjs');

const typo = (text) => {
  const digits = [...text].map((c, i) => (/[0-9]/.test(c) ? i : -1)).filter((i) => i > 0);
  const at = pick(digits);
  return `${text.slice(0, at)}${(Number(text[at]) + 1) % 10}${text.slice(at + 1)}`;
};
const words = ['igniter', 'gas valve', 'blower motor', 'flame sensor', 'control board', 'gasket'];

/** What a dealer submits with Enter: mostly whole numbers, some with a typo. */
const searchKinds = {
  'catalog number': () => pick(models).pcn,
  'catalog number, no dash': () => pick(models).pcn.replace('-', ''),
  'catalog number, one typo': () => typo(pick(models).pcn),
  'model number': () => pick(models).model,
  'division model number': () => pick(divisionNumbers).number,
  'number prefix (4-6)': () => pick(models).pcn.slice(0, 4 + Math.floor(random() * 3)),
  words: () => pick(words),
};
const searchMix = [
  ...Array(4).fill('catalog number'),
  'catalog number, no dash',
  ...Array(2).fill('catalog number, one typo'),
  'model number',
  'division model number',
  'number prefix (4-6)',
  'words',
];
/** What the header asks while someone types a catalogue number: each prefix, 20 results. */
const suggestion = () => {
  const pcn = pick(models).pcn;
  return pcn.slice(0, 1 + Math.floor(random() * pcn.length));
};

const searchPath = (keyword, pageSize) =>
  `/api/catalog/GetSearchResults?keyword=${encodeURIComponent(keyword)}&page=1&pagesize=${pageSize}&CatalogId=5`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(name, base, nextPath, connections) {
  const latencies = [];
  const asked = new Set();
  const cpuShare = startCpuShare(portalPid, new URL(databaseUrl).pathname.slice(1));
  const instance = autocannon({
    url: base,
    connections,
    duration,
    headers: { host: 'parts.localhost', 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (request) => {
          const path = nextPath();
          asked.add(path);
          return { ...request, path };
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  const result = await instance;
  const cpu = cpuShare(result.requests.total);
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    non2xx: result.non2xx,
    // Requests asked before in the same run: what the result cache can answer at best.
    'repeats %': Math.round(100 * (1 - asked.size / Math.max(1, result.requests.total))),
    ...cpu,
  };
}

/** One request at a time: the server's own time per request, per kind of keyword. */
async function sequential(base, kinds, pageSize, count = 300) {
  const rows = [];
  for (const [name, make] of Object.entries(kinds)) {
    const times = [];
    let results = 0;
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${searchPath(make(), pageSize)}`);
      const body = await response.json();
      times.push(performance.now() - started);
      results += body.Total;
    }
    times.sort((a, b) => a - b);
    rows.push({
      keyword: name,
      'p50 ms': percentile(times, 50).toFixed(1),
      'p95 ms': percentile(times, 95).toFixed(1),
      'mean results': Math.round(results / count),
    });
  }
  return rows;
}

let portal = null;
let base = process.env.BENCH_URL;
if (!base) {
  portal = await startPortal(databaseUrl);
  base = portal.base;
}
const portalPid = portal?.child.pid ?? (Number(process.env.BENCH_PID) || null);
try {
  // Warm the caches the way a running portal is warm.
  for (let i = 0; i < 500; i += 1) await fetch(`${base}${searchPath(suggestion(), 20)}`);

  if (phases.includes('sequential')) {
    console.log('one request at a time, search (10 results):');
    console.table(await sequential(base, searchKinds, 10));
    console.log('one request at a time, suggestions (20 results) by keyword length:');
    const byLength = Object.fromEntries(
      [1, 2, 3, 5, 8].map((n) => [`${n} characters`, () => pick(models).pcn.slice(0, n)]),
    );
    console.table(await sequential(base, byLength, 20));
  }

  const nextSearch = () => searchPath(searchKinds[pick(searchMix)](), 10);
  const nextSuggestion = () => searchPath(suggestion(), 20);
  const rows = [];
  if (phases.includes('load') || phases.includes('mix')) {
    rows.push(await measure('search mix', base, nextSearch, 32));
  }
  if (phases.includes('load')) {
    rows.push(await measure('suggestions while typing', base, nextSuggestion, 32));
    rows.push(await measure('search mix', base, nextSearch, 2));
    rows.push(await measure('suggestions while typing', base, nextSuggestion, 2));
  }
  if (rows.length > 0) console.table(rows);
} finally {
  if (portal) await stopPortal(portal);
}
