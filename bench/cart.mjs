// Add-to-cart benchmark (not part of npm test): see bench/README.md, "Cart".
// 32 connections, each a visitor with its own guest cart cookie, adding models sold online
// (a new line or a merge into one) for BENCH_SECONDS; then the same visitors reading their carts.
// Then the same on the customer portal for 32 signed-in customers, priced by their agreement.
// Starts the portal on bench/data unless BENCH_URL points at a running one.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startCpuShare } from './cpu-share.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const product = process.env.BENCH_PRODUCT ?? 'hdu-parts-master';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
/** Models each visitor picks from: a cart of up to this many lines, then merges. */
const modelCount = 20;
const host = 'parts.localhost';
const customersHost = 'customers.localhost';
/** Customers of the demo invitation code's customer, made once and kept in bench/data. */
const customerPassword = 'Bench-Pass-1!';
const invitation = 'DEMO-CUSTOMER-2025';

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

/** Catalogue numbers of the product's models that can be bought online. */
async function buyableModels(base) {
  const url = `${base}/api/product/productsections?product=${product}&showInventory=false`;
  const body = await (await fetch(url, { headers: { host } })).json();
  const models = body.Data.flatMap((s) => s.Tabs)
    .flatMap((t) => t.Items)
    .flatMap((i) => i.Table?.Models ?? [])
    .filter((m) => m.Ecommerce && m.TotalList > 0)
    .map((m) => m.PcnCatalogNumber);
  const distinct = [...new Set(models)].slice(0, modelCount);
  if (distinct.length < modelCount) throw new Error(`${product} has too few models sold online`);
  return distinct;
}

/** One guest cart per connection: the first add answers the visitor's cookie. */
async function guestCookies(base, pcn) {
  return Promise.all(
    Array.from({ length: connections }, async () => {
      const response = await fetch(`${base}/api/cart/items`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: JSON.stringify({ pcnCatalogNumber: pcn, quantity: 1 }),
      });
      if (!response.ok) throw new Error(`add to cart answered ${response.status}`);
      return response.headers.get('set-cookie').split(';')[0];
    }),
  );
}

/**
 * One call to the customer portal. `fetch` drops a Host header, and *.localhost names do not
 * resolve outside browsers, so the portal is reached through node:http with its Host.
 */
function call(base, path, { method = 'GET', body, cookie, address } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    host: customersHost,
    ...(payload === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
    ...(cookie ? { cookie } : {}),
    // Each customer signs up from an address of its own (the server believes it when the
    // benchmark starts it with TRUST_PROXY), so the sign-up limit per address is not met.
    ...(address ? { 'x-forwarded-for': address } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode,
          ok: response.statusCode >= 200 && response.statusCode < 300,
          text,
          json: () => JSON.parse(text),
          cookie: (name) =>
            (response.headers['set-cookie'] ?? [])
              .map((c) => c.split(';')[0])
              .find((c) => c.startsWith(`${name}=`)),
        });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** A signed-in customer with the policy documents accepted: their session cookie. */
async function customerSession(base, i) {
  const email = `bench-buyer-${i}@example.com`;
  const address = `10.9.0.${i + 1}`;
  const login = () =>
    call(base, '/api/Authentication/Login', {
      method: 'POST',
      body: { Username: email, Password: customerPassword },
      address,
    });
  let response = await login();
  if (response.status === 401) {
    const { Challenge } = (
      await call(base, '/api/Authentication/Challenge?action=signup', { address })
    ).json();
    const signup = await call(base, '/api/Authentication/Signup', {
      method: 'POST',
      body: {
        Name: 'Bench',
        LastName: `Customer ${i}`,
        Email: email,
        Password: customerPassword,
        Challenge,
        InvitationCode: invitation,
      },
      address,
    });
    if (!signup.ok) throw new Error(`sign-up answered ${signup.status}: ${signup.text}`);
    response = await login();
  }
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const cookie = response.cookie('portal_session');
  const documents = (
    await call(base, '/api/Authentication/AcceptanceDocuments', { cookie })
  ).json();
  if (documents.length > 0)
    await call(base, '/api/Authentication/AcceptanceDocuments', {
      method: 'POST',
      body: documents.map((d) => ({ SiteDocumentId: d.SiteDocumentId, Accepted: true })),
      cookie,
    });
  return cookie;
}

/** Guest carts on the customer portal, to tell the site's costs from the sign-in's. */
async function portalGuestCookies(base, pcn) {
  const cookies = [];
  for (let i = 0; i < connections; i += 1) {
    const added = await call(base, '/api/cart/items', {
      method: 'POST',
      body: { pcnCatalogNumber: pcn, quantity: 1 },
    });
    if (!added.ok) throw new Error(`a portal guest's add answered ${added.status}`);
    cookies.push(added.cookie('portal_cart'));
  }
  return cookies;
}

async function customerSessions(base, pcn) {
  const cookies = [];
  // One at a time: every login hashes a password on purpose.
  for (let i = 0; i < connections; i += 1) cookies.push(await customerSession(base, i));
  for (const cookie of cookies) {
    const added = await call(base, '/api/cart/items', {
      method: 'POST',
      body: { pcnCatalogNumber: pcn, quantity: 1 },
      cookie,
    });
    if (!added.ok) throw new Error(`a customer's add answered ${added.status}`);
  }
  return cookies;
}

async function measure(name, options, cookies) {
  const latencies = [];
  let next = 0;
  const instance = autocannon({
    ...options,
    connections,
    duration,
    setupClient: (client) => client.setHeaders({ ...options.headers, cookie: cookies[next++] }),
  });
  instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  const cpuShare = startCpuShare(portalPid, process.env.BENCH_DATABASE ?? 'portal');
  const result = await instance;
  const cpu = cpuShare(result.requests.total);
  latencies.sort((a, b) => a - b);
  return {
    name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    non2xx: result.non2xx,
    errors: result.errors,
    'portal ms/req': cpu['portal ms/req'],
    'postgres ms/req': cpu['postgres ms/req'],
    'other %': cpu['other %'],
  };
}

let server = null;
let base = process.env.BENCH_URL;
if (!base) {
  const port = process.env.BENCH_PORT ?? '3200';
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: path.join(root, 'bench/data'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // The orders benchmark leaves thousands of orders in bench/data; the built-in ERP would
      // move them along during the measurement. Hold it still: this measures the cart.
      ERP_PACE_SECONDS: '86400',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(base, server);
}
const portalPid = server?.pid ?? (Number(process.env.BENCH_PID) || null);

try {
  const pcns = await buyableModels(base);
  const cookies = await guestCookies(base, pcns[0]);
  const headers = { host, 'content-type': 'application/json', 'accept-encoding': 'gzip, br' };
  const add = {
    url: `${base}/api/cart/items`,
    method: 'POST',
    headers,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            pcnCatalogNumber: pcns[Math.floor(Math.random() * pcns.length)],
            quantity: 1,
          }),
        }),
      },
    ],
  };
  // A short run first: the pool fills, the statements are planned, the JIT warms up.
  const warm = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  await autocannon({
    ...add,
    connections,
    duration: warm,
    headers: { ...headers, cookie: cookies[0] },
  });
  const rows = [
    await measure('add to cart POST /api/cart/items', add, cookies),
    await measure('read cart GET /api/cart', { url: `${base}/api/cart`, headers }, cookies),
  ];
  const customers = await customerSessions(base, pcns[0]);
  const asCustomer = { ...headers, host: customersHost };
  // The signed-in statements and the agreement's cache warm up the same way.
  let warming = 0;
  await autocannon({
    ...add,
    headers: asCustomer,
    connections,
    duration: warm,
    setupClient: (client) => client.setHeaders({ ...asCustomer, cookie: customers[warming++] }),
  });
  rows.push(
    await measure(
      'customer portal, guest: add to cart',
      { ...add, headers: asCustomer },
      await portalGuestCookies(base, pcns[0]),
    ),
    await measure('signed-in customer: add to cart', { ...add, headers: asCustomer }, customers),
    await measure(
      'signed-in customer: read cart',
      { url: `${base}/api/cart`, headers: asCustomer },
      customers,
    ),
  );
  console.table(rows);
  const lines = await (
    await fetch(`${base}/api/cart`, { headers: { host, cookie: cookies[1] } })
  ).json();
  console.log(
    `one visitor's cart now: ${lines.items.length} lines, ${lines.totalItemsCount} units`,
  );
  const theirs = (await call(base, '/api/cart', { cookie: customers[1] })).json();
  const repriced = theirs.items.filter((i) => i.price !== i.originalPrice).length;
  console.log(
    `one customer's cart now: ${theirs.items.length} lines, ${repriced} at the agreement's price`,
  );
} finally {
  server?.kill('SIGINT');
}
