// The model finder's calls for bench/model-finder.ts, through bench/portal-http.ts.
import { jsonOf, measureCalls } from './portal-http.ts';

export { closeConnections, signIn } from './portal-http.ts';

export interface FinderCall {
  path: string;
  /** A POST body; GET without one. */
  body?: unknown;
}

/** What the benchmark reads of an answer: the tree's Data or a page of models. */
export interface FinderAnswer {
  Data?: { CategoryId?: number }[] | null;
  List?: unknown[];
  Total?: number;
  TotalIsExact?: boolean;
  Next?: string | null;
}

/** One uncompressed answer, parsed; throws unless it is 200. */
export const answerOf = (base: string, token: string, call: FinderCall): Promise<FinderAnswer> =>
  jsonOf<FinderAnswer>(base, { ...call, token });

/** Unmeasured calls, then `requests` timed ones one after another: p50/p95/p99 in ms. */
export const measure = (
  base: string,
  token: string,
  call: FinderCall,
  runs: { warmup: number; requests: number },
) => measureCalls(base, { ...call, token }, runs);
