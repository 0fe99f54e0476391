// Order submission benchmark (not part of npm test): see bench/README.md, "Orders".
// Pays for every order first through the sandbox gateway's own calls (form token, tokenise,
// authorise, decode), outside the timed part; then submits guest orders of two models with
// BENCH_CONCURRENCY (default 8) submissions in flight and times each POST /api/order/nocustomer.
// Starts the portal on bench/data unless BENCH_URL points at a running one.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCpuShare } from './cpu-share.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const product = process.env.BENCH_PRODUCT ?? 'hdu-parts-master';
const orders = Number(process.env.BENCH_ORDERS ?? 1000);
const warmup = Number(process.env.BENCH_WARMUP_ORDERS ?? 100);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
// Orders come from a guest cart, as the checkout's do; BENCH_CART=0 submits without one.
const fromCart = process.env.BENCH_CART !== '0';
const host = 'parts.localhost';

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

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function call(base, url, body) {
  const response = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Two catalogue numbers of the product sold online. */
async function twoModels(base) {
  const body = await call(base, `/api/product/productsections?product=${product}`);
  const models = body.Data.flatMap((s) => s.Tabs)
    .flatMap((t) => t.Items)
    .flatMap((i) => i.Table?.Models ?? [])
    .filter((m) => m.Ecommerce && m.TotalList > 0)
    .map((m) => m.PcnCatalogNumber);
  const [first, second] = [...new Set(models)];
  if (!second) throw new Error(`${product} has too few models sold online`);
  return [first, second];
}

const billingAddress = {
  city: 'Springfield',
  country: 'US',
  street: '12 Main St',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postalCode: '62701',
  region: 'IL',
  phoneNumber: '2175550100',
  email: 'bench@example.com',
};

/** One approved authorisation, as the checkout's payment dialog gets it. */
async function authorise(base) {
  const { Data: formToken } = await call(base, '/api/checkout/token');
  const card = await call(base, '/payment-gateway/tokenize', {
    formToken,
    number: '4111111111111111',
    expiry: '12/39',
    cvv: '737',
    name: 'Ada Lovelace',
  });
  const signed = await call(base, '/payment-gateway/authorize', {
    formToken,
    paymentToken: card.paymentToken,
    amount: 0,
    currency: 'USD',
    preAuth: true,
    billingAddress,
  });
  const { Data: p } = await call(base, '/api/checkout/decode', signed);
  return {
    CardType: p.cardType,
    CardNumber: p.paymentToken,
    Name: p.nameOnCard,
    ValidTo: `${p.expiryYear}-${String(p.expiryMonth).padStart(2, '0')}-01`,
    BillAmount: 0,
    Currency: 'USD',
    Authorized: p.authorized,
    AuthAmount: p.amount,
    AuthorizationDate: p.authorizationDate,
    AuthorizationNo: p.authorizationNumber,
    ReferenceNo: p.referenceNumber,
    PreAuth: p.preAuth,
  };
}

/** Runs `jobs` with at most `limit` in flight; answers their results in order. */
async function pool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]();
      }
    }),
  );
  return results;
}

const party = {
  Name: 'Ada Lovelace',
  Name2: '',
  Street: '12 Main St',
  City: 'Springfield',
  Region: 'IL',
  PostalCode: '62701',
  Country: 'US',
  Phone: '2175550100',
};

/** A guest cart holding the order's models, as the checkout has it: its cookie and line ids. */
async function cartOf(base, materials) {
  let cookie = null;
  let cart = null;
  for (const [i, pcnCatalogNumber] of materials.entries()) {
    const response = await fetch(`${base}/api/cart/items`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ pcnCatalogNumber, quantity: i + 1 }),
    });
    if (!response.ok) throw new Error(`add to cart answered ${response.status}`);
    cookie ??= response.headers.get('set-cookie').split(';')[0];
    cart = await response.json();
  }
  return { cookie, lineIds: cart.items.map((line) => line.id) };
}

async function submit(base, { card, cart }, materials) {
  const body = JSON.stringify({
    CustomerPurchaseOrderNumber: 'ReplacementParts',
    BillToParty: party,
    ShipToParty: party,
    CardInfo: card,
    Items: materials.map((Material, i) => ({ Material, Quantity: i + 1 })),
    TextLines: [],
    Email: 'bench@example.com',
    ShippingCost: 0,
    ...(cart ? { CartItemIds: cart.lineIds } : {}),
  });
  const started = performance.now();
  const response = await fetch(`${base}/api/order/nocustomer`, {
    method: 'POST',
    headers: {
      host,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...(cart ? { cookie: cart.cookie } : {}),
    },
    body,
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
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
const portalPid = server?.pid ?? (Number(process.env.BENCH_PID) || null);

try {
  const materials = await twoModels(base);
  const checkouts = await pool(
    Array.from({ length: warmup + orders }, () => async () => ({
      card: await authorise(base),
      cart: fromCart ? await cartOf(base, materials) : null,
    })),
    concurrency,
  );
  // Warm-up: the pool fills and the statements are planned; these are not counted.
  await pool(
    checkouts.slice(0, warmup).map((paid) => () => submit(base, paid, materials)),
    concurrency,
  );
  const cpuShare = startCpuShare(portalPid, process.env.BENCH_DATABASE ?? 'portal');
  const started = performance.now();
  const results = await pool(
    checkouts.slice(warmup).map((paid) => () => submit(base, paid, materials)),
    concurrency,
  );
  const seconds = (performance.now() - started) / 1000;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  console.table([
    {
      name: 'POST /api/order/nocustomer',
      orders: results.length,
      concurrency,
      cart: fromCart,
      'orders/s': Math.round(results.length / seconds),
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p95 ms': percentile(latencies, 95).toFixed(1),
      'p99 ms': percentile(latencies, 99).toFixed(1),
      failed: results.filter((r) => !r.ok).length,
    },
  ]);
  console.table([cpuShare(results.length)]);
} finally {
  server?.kill('SIGINT');
}
