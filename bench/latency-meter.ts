// One editor's calls timed one at a time, for the editor benchmarks (see bench/README.md).
import os from 'node:os';
import { percentile } from './portal-http.ts';

/** The load average as `uptime` prints it: the run's figures mean little on a busy machine. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * Times `requests` calls per case after 10 unmeasured ones, prints p50/p95/p99 against the
 * case's p95 target and counts the cases that missed it. A measured call gets its own index
 * (10 and up), so a case may pick a fresh item per call; `call` may answer its own time,
 * when part of what it does is not what is measured.
 */
export function latencyMeter(requests: number) {
  let missed = 0;
  async function measure(
    name: string,
    target: number,
    call: (i: number) => Promise<number | void>,
  ) {
    for (let i = 0; i < 10; i += 1) await call(i);
    const ms: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const started = performance.now();
      const own = await call(i + 10);
      ms.push(typeof own === 'number' ? own : performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(ms, p));
    const ok = p95! <= target;
    if (!ok) missed += 1;
    console.log(
      `${name.padEnd(44)} p50 ${p50!.toFixed(1)}  p95 ${p95!.toFixed(1)}  p99 ${p99!.toFixed(1)} ms` +
        `  (target p95 ≤ ${target}) ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  return { measure, missed: () => missed };
}
