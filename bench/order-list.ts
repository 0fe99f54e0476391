// The order list over a generated history (issue 14, requirement 7): see bench/README.md,
// "Order list (issue 14)". Run with: npm run build && npx tsx bench/order-list.ts
import { listCases, searchTerms } from './order-list-cases.ts';
import { explainRequest, viewerOf } from './order-list-explain.ts';
import { startCpuShare } from './cpu-share.mjs';
import { listCaseRow, printListVerdict } from './list-verdict.ts';
import { measure, pageShape, warmUp } from './order-list-http.ts';
import {
  benchRuns,
  historySize,
  historyUrl,
  loadAverage,
  openHistoryPortal,
} from './order-history-portal.ts';

const database = new URL(historyUrl).pathname.slice(1);
const runs = benchRuns;
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;
const allPlans = process.env.BENCH_PLANS === '1';

const history = await openHistoryPortal('3202');
const { base, db, tokens } = history;
try {
  const terms = await searchTerms(db.$client);
  console.log('search terms:', terms);
  const cases = listCases(terms).filter((c) => !only || only.test(`${c.reader} ${c.name}`));
  console.log(`load average before: ${loadAverage()}`);
  const measured = [];
  for (const c of cases) {
    const token = tokens[c.reader];
    const shape = await pageShape(base, token, c.query);
    await warmUp(base, token, c.query, runs.warmup);
    const cpu = startCpuShare(history.pid, database);
    const latency = await measure(base, token, c.query, runs.requests);
    measured.push({ ...c, ...shape, ...latency, cpu: cpu(runs.requests) });
  }
  console.log(`load average after: ${loadAverage()}`);

  const viewers = { rep: await viewerOf(db, tokens.rep), admin: await viewerOf(db, tokens.admin) };
  const table = [];
  for (const m of measured)
    table.push(listCaseRow(m, await explainRequest(db, viewers[m.reader], m.query, allPlans)));
  printListVerdict(
    `${historySize.orders} orders, ${historySize.customers} customers`,
    table,
    'an order table',
  );
} finally {
  await history.close();
}
