// Calls to the sales portal for the benchmarks, over one kept-alive connection as a browser
// tab keeps one. `fetch` drops a Host header, and *.localhost names do not resolve outside
// browsers, so the portal is reached through node:http with the sales portal's Host.
import http from 'node:http';
import { SESSION_COOKIE } from '@portal/domain';

const SALES_HOST = 'sales.localhost';
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface PortalCall {
  path: string;
  /** A JSON body (POST); GET without one or `raw`. */
  body?: unknown;
  /** A body sent as it is (multipart), with its content type. */
  raw?: { payload: Buffer; contentType: string };
  token?: string;
  /** Accept what Chromium accepts: the answer is compressed as a browser would receive it. */
  compressed?: boolean;
  headers?: Record<string, string>;
  /** Default: POST with a body, GET without. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
}

export interface Answer {
  status: number;
  body: Buffer;
}

export function callPortal(base: string, call: PortalCall): Promise<Answer> {
  const json = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
  const payload = call.raw?.payload ?? json;
  const type = call.raw?.contentType ?? 'application/json';
  const headers: Record<string, string | number> = {
    host: SALES_HOST,
    ...(payload === undefined ? {} : { 'content-type': type, 'content-length': payload.length }),
    ...(call.token ? { cookie: `${SESSION_COOKIE}=${call.token}` } : {}),
    ...(call.compressed ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {}),
    ...call.headers,
  };
  const method = call.method ?? (payload === undefined ? 'GET' : 'POST');
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(call.path, base), { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** The answer's JSON; throws unless it is 200. */
export async function jsonOf<T>(base: string, call: PortalCall): Promise<T> {
  const answer = await callPortal(base, call);
  if (answer.status !== 200)
    throw new Error(`${call.path} answered ${answer.status}: ${answer.body.toString()}`);
  return JSON.parse(answer.body.toString()) as T;
}

/** Signs in on the sales portal (or `host`): the session token, as its cookie carries it. */
export async function signIn(
  base: string,
  username: string,
  password: string,
  host?: string,
): Promise<string> {
  const body = await jsonOf<{ Token: string }>(base, {
    path: '/api/Authentication/Login',
    body: { Username: username, Password: password },
    ...(host ? { headers: { host } } : {}),
  });
  return String(body.Token);
}

/** One compressed call's time in ms; throws unless it is 200. */
export async function timedCall(base: string, call: PortalCall): Promise<number> {
  const started = performance.now();
  const answer = await callPortal(base, { compressed: true, ...call });
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${call.path} answered ${answer.status}`);
  return ms;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** `warmup` unmeasured calls, then `requests` timed ones one after another: p50/p95/p99 in ms. */
export async function measureCalls(
  base: string,
  call: PortalCall,
  runs: { warmup: number; requests: number },
) {
  for (let i = 0; i < runs.warmup; i += 1) await timedCall(base, call);
  const latencies: number[] = [];
  for (let i = 0; i < runs.requests; i += 1) latencies.push(await timedCall(base, call));
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export const closeConnections = () => agent.destroy();
