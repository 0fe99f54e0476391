// The portal over the generated order history (bench/order-list-history.ts), as the order list
// and customer search benches start it: the history made when missing, the built portal
// started on it unless BENCH_URL names a running one, both bench readers signed in.
import os from 'node:os';
import { createDatabase, type Database } from '../apps/server/src/db/client.ts';
import { BENCH_PASSWORD } from './bench-database.ts';
import { ADMIN_USER, ensureHistory, SALES_REP_USER } from './order-list-history.ts';
import { closeConnections, signIn } from './portal-http.ts';
import { startPortal, stopPortal } from './portal.mjs';

export type HistoryReader = 'rep' | 'admin';

export const historyUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench_orders';

/** The history's sizes: reused while complete, else made again (always with BENCH_REGENERATE=1). */
export const historySize = {
  orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  customers: Number(process.env.BENCH_CUSTOMERS ?? 20_000),
};

export const benchRuns = {
  requests: Number(process.env.BENCH_REQUESTS ?? 200),
  warmup: Number(process.env.BENCH_WARMUP ?? 20),
};

export const fmt = (ms: number) => ms.toFixed(1);
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export interface HistoryPortal {
  base: string;
  db: Database;
  tokens: Record<HistoryReader, string>;
  /** The started portal's process, for its CPU share; none with BENCH_URL. */
  pid: number | undefined;
  close: () => Promise<void>;
}

export async function openHistoryPortal(defaultPort: string): Promise<HistoryPortal> {
  await ensureHistory(historyUrl, historySize, process.env.BENCH_REGENERATE === '1');
  // No demo data (and so no built-in ERP history) in the bench database; the ERP stands still.
  process.env.SEED_DEMO_DATA = 'false';
  process.env.ERP_PACE_SECONDS = '86400';
  const portal = process.env.BENCH_URL
    ? null
    : await startPortal(historyUrl, process.env.BENCH_PORT ?? defaultPort);
  const base = process.env.BENCH_URL ?? portal!.base;
  const db = createDatabase(historyUrl, 1);
  const close = async () => {
    closeConnections();
    await db.$client.end();
    if (portal) await stopPortal(portal);
  };
  try {
    const tokens = {
      rep: await signIn(base, SALES_REP_USER, BENCH_PASSWORD),
      admin: await signIn(base, ADMIN_USER, BENCH_PASSWORD),
    };
    return { base, db, tokens, pid: portal?.child.pid, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface MeasuredCase {
  reader: string;
  name: string;
  rows: number;
  p50: number;
  p95: number;
  p99: number;
  target: number | null;
  cpu: Record<string, string | number | undefined>;
}

/** The table columns the list benches print for a measured case. */
export const caseColumns = (m: MeasuredCase, statementMs: number) => ({
  'p50 ms': fmt(m.p50),
  'p95 ms': fmt(m.p95),
  'p99 ms': fmt(m.p99),
  target: m.target === null ? '' : `≤ ${m.target}`,
  'db ms': fmt(statementMs),
  'portal cpu ms': m.cpu['portal ms/req'] ?? '?',
  'pg cpu ms': m.cpu['postgres ms/req'] ?? '?',
  'other %': m.cpu['other %'] ?? '?',
});
