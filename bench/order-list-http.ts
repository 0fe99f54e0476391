// The order list's calls for bench/order-list.ts, through bench/portal-http.ts.
import { jsonOf, measureCalls, timedCall } from './portal-http.ts';

export { closeConnections, signIn } from './portal-http.ts';

export interface PageShape {
  rows: number;
  total: string;
}

const listCall = (token: string, query: string) => ({ path: `/api/order?${query}`, token });

/** One uncompressed reading: how many rows the page holds and the (capped) count. */
export async function pageShape(base: string, token: string, query: string): Promise<PageShape> {
  const page = await jsonOf<{ List: unknown[]; Total: number; TotalIsExact: boolean }>(base, {
    ...listCall(token, query),
    compressed: false,
  });
  return { rows: page.List.length, total: `${page.TotalIsExact ? '' : '≥ '}${page.Total}` };
}

/** Unmeasured calls first: the statement's pages and the portal's code paths warm up. */
export async function warmUp(base: string, token: string, query: string, calls: number) {
  for (let i = 0; i < calls; i += 1) await timedCall(base, listCall(token, query));
}

/** Latency of `requests` calls one after another (ms). */
export const measure = (base: string, token: string, query: string, requests: number) =>
  measureCalls(base, listCall(token, query), { warmup: 0, requests });
