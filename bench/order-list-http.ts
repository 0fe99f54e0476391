// Calls to the portal for bench/order-list.ts. `fetch` drops a Host header, and *.localhost
// names do not resolve outside browsers, so the sales portal is reached through node:http.
import http from 'node:http';
import { SESSION_COOKIE } from '@portal/domain';

const SALES_HOST = 'sales.localhost';
// One connection kept open, as a browser tab keeps one to the portal.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  body: Buffer;
}

function call(
  base: string,
  path: string,
  {
    body,
    token,
    compressed = false,
  }: { body?: unknown; token?: string; compressed?: boolean } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string | number> = {
    host: SALES_HOST,
    ...(payload === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
    ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
    // What Chromium sends: the answer is compressed as a browser would receive it.
    ...(compressed ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {}),
  };
  const method = payload === undefined ? 'GET' : 'POST';
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** Signs in on the sales portal: the session token, as its cookie carries it. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const answer = await call(base, '/api/Authentication/Login', {
    body: { Username: username, Password: password },
  });
  if (answer.status !== 200)
    throw new Error(`login of ${username} answered ${answer.status}: ${answer.body.toString()}`);
  return String(JSON.parse(answer.body.toString()).Token);
}

export interface PageShape {
  rows: number;
  total: string;
}

/** One uncompressed reading: how many rows the page holds and the (capped) count. */
export async function pageShape(base: string, token: string, query: string): Promise<PageShape> {
  const answer = await call(base, `/api/order?${query}`, { token });
  if (answer.status !== 200)
    throw new Error(`GET /api/order?${query} answered ${answer.status}: ${answer.body.toString()}`);
  const page = JSON.parse(answer.body.toString());
  return { rows: page.List.length, total: `${page.TotalIsExact ? '' : '≥ '}${page.Total}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function timedCall(base: string, token: string, query: string): Promise<number> {
  const started = performance.now();
  const answer = await call(base, `/api/order?${query}`, { token, compressed: true });
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`GET /api/order?${query} answered ${answer.status}`);
  return ms;
}

/** Unmeasured calls first: the statement's pages and the portal's code paths warm up. */
export async function warmUp(base: string, token: string, query: string, calls: number) {
  for (let i = 0; i < calls; i += 1) await timedCall(base, token, query);
}

/** Latency of `requests` calls one after another (ms). */
export async function measure(base: string, token: string, query: string, requests: number) {
  const latencies: number[] = [];
  for (let i = 0; i < requests; i += 1) latencies.push(await timedCall(base, token, query));
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export const closeConnections = () => agent.destroy();
