// The order list over a generated history (issue 14, requirement 7): see bench/README.md,
// "Order list (issue 14)". Run with: npm run build && npx tsx bench/order-list.ts
import os from 'node:os';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { listCases, searchTerms, type Reader } from './order-list-cases.ts';
import { explainRequest, viewerOf } from './order-list-explain.ts';
import { ADMIN_USER, BENCH_PASSWORD, ensureHistory, SALES_REP_USER } from './order-list-history.ts';
import { startCpuShare } from './cpu-share.mjs';
import { closeConnections, measure, pageShape, signIn, warmUp } from './order-list-http.ts';
import { startPortal, stopPortal } from './portal.mjs';

const url =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench_orders';
const database = new URL(url).pathname.slice(1);
const size = {
  orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  customers: Number(process.env.BENCH_CUSTOMERS ?? 20_000),
};
const runs = {
  requests: Number(process.env.BENCH_REQUESTS ?? 200),
  warmup: Number(process.env.BENCH_WARMUP ?? 20),
};
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;
const allPlans = process.env.BENCH_PLANS === '1';

await ensureHistory(url, size, process.env.BENCH_REGENERATE === '1');

// No demo data (and so no built-in ERP history) in the bench database; the ERP stands still.
process.env.SEED_DEMO_DATA = 'false';
process.env.ERP_PACE_SECONDS = '86400';
const portal = process.env.BENCH_URL
  ? null
  : await startPortal(url, process.env.BENCH_PORT ?? '3202');
const base = process.env.BENCH_URL ?? portal!.base;
const db = createDatabase(url, 1);

const fmt = (ms: number) => ms.toFixed(1);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
let failed = 0;
try {
  const tokens: Record<Reader, string> = {
    rep: await signIn(base, SALES_REP_USER, BENCH_PASSWORD),
    admin: await signIn(base, ADMIN_USER, BENCH_PASSWORD),
  };
  const terms = await searchTerms(db.$client);
  console.log('search terms:', terms);
  const cases = listCases(terms).filter((c) => !only || only.test(`${c.reader} ${c.name}`));
  console.log(`load average before: ${loadAverage()}`);
  const measured = [];
  for (const c of cases) {
    const token = tokens[c.reader];
    const shape = await pageShape(base, token, c.query);
    await warmUp(base, token, c.query, runs.warmup);
    const cpu = startCpuShare(portal?.child.pid, database);
    const latency = await measure(base, token, c.query, runs.requests);
    measured.push({ ...c, ...shape, ...latency, cpu: cpu(runs.requests) });
  }
  console.log(`load average after: ${loadAverage()}`);

  const viewers = { rep: await viewerOf(db, tokens.rep), admin: await viewerOf(db, tokens.admin) };
  const table = [];
  for (const m of measured) {
    const explained = await explainRequest(db, viewers[m.reader], m.query, allPlans);
    const slow = m.target !== null && m.p95 > m.target;
    const scans = explained.scans.length > 0;
    if (slow || scans) failed += 1;
    for (const plan of explained.plans) console.log(`\n## ${m.reader}: ${m.name}\n${plan}`);
    table.push({
      reader: m.reader,
      case: m.name,
      rows: m.rows,
      total: m.total,
      'p50 ms': fmt(m.p50),
      'p95 ms': fmt(m.p95),
      'p99 ms': fmt(m.p99),
      target: m.target === null ? '' : `≤ ${m.target}`,
      'db ms': fmt(explained.statementMs),
      'portal cpu ms': m.cpu['portal ms/req'] ?? '?',
      'pg cpu ms': m.cpu['postgres ms/req'] ?? '?',
      'other %': m.cpu['other %'] ?? '?',
      'seq scans': explained.scans.join(', ') || 'none',
      result: slow || scans ? 'FAIL' : 'ok',
    });
  }
  console.log(
    `\n${size.orders} orders, ${size.customers} customers; ${runs.requests} requests per case ` +
      `after ${runs.warmup}, one at a time; db ms: the statement alone, median of 5`,
  );
  console.table(table);
  console.log(
    failed === 0
      ? 'Every case met its target; no plan scans an order table.'
      : `${failed} cases failed.`,
  );
} finally {
  closeConnections();
  await db.$client.end();
  if (portal) await stopPortal(portal);
}
process.exitCode = failed === 0 ? 0 : 1;
