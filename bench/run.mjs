// Catalogue benchmarks (not part of npm test): see bench/README.md.
// Starts the portal on its own data directory unless BENCH_URL points at a running one.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { initialJsGzipBytes } from './bundle-size.mjs';
import { hasWrk, wrk } from './wrk.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const product = process.env.BENCH_PRODUCT ?? 'hdu-parts-master';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
// wrk when installed (Debian's package), unless BENCH_CLIENT=autocannon asks for the other.
const client = process.env.BENCH_CLIENT ?? (hasWrk() ? 'wrk' : 'autocannon');

async function waitForHealth(url, server) {
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy');
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

// What Chromium sends; `raw` drops it to show the cost of uncompressed bodies.
const browserHeaders = { host: 'parts.localhost', 'accept-encoding': 'gzip, deflate, br, zstd' };

async function withAutocannon(url, headers) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration, headers });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function measure(name, url, { raw = false } = {}) {
  const headers = raw ? { host: 'parts.localhost' } : browserHeaders;
  const result =
    client === 'wrk'
      ? await wrk(url, { connections, seconds: duration, headers })
      : await withAutocannon(url, headers);
  return {
    name,
    'req/s': Math.round(result.rps),
    'p50 ms': result.p50.toFixed(1),
    'p95 ms': result.p95.toFixed(1),
    'p99 ms': result.p99.toFixed(1),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

let server = null;
let base = process.env.BENCH_URL;
if (!base) {
  const port = process.env.BENCH_PORT ?? '3200';
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: port, DATA_DIR: path.join(root, 'bench/data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(base, server);
}

try {
  // The first reading of each body builds it from the database (a cache miss).
  const sectionsUrl = `${base}/api/product/productsections?product=${product}&showInventory=false`;
  for (const [name, url] of [
    ['menu', `${base}/api/menu/5?isPreview=false`],
    ['product sections', sectionsUrl],
  ]) {
    const started = performance.now();
    await (await fetch(url, { headers: browserHeaders })).arrayBuffer();
    console.log(`first (uncached) ${name}: ${(performance.now() - started).toFixed(0)} ms`);
  }
  const rows = [];
  rows.push(await measure('menu /api/menu/5', `${base}/api/menu/5?isPreview=false`));
  rows.push(await measure('product header', `${base}/api/product/product?product=${product}`));
  rows.push(await measure('product sections (500-model table)', sectionsUrl));
  rows.push(await measure('product sections, no compression', sectionsUrl, { raw: true }));
  // The whole page as the server renders it (decision 148): its reads, four render passes at
  // most and the compressed page.
  rows.push(
    await measure(
      'product page, rendered on the server',
      `${base}/unit-heaters/gas-fired-unit-heaters/hdu/${product}`,
    ),
  );
  console.log(`load generator: ${client}, ${connections} connections, ${duration} s each`);
  console.table(rows);
  const kb = (await initialJsGzipBytes(path.join(root, 'apps/web/dist'))) / 1024;
  console.log(`parts site initial JavaScript: ${kb.toFixed(1)} KB gzip`);
} finally {
  server?.kill('SIGTERM');
}
