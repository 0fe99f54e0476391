// The order list over a generated history (issue 14, requirement 7): see bench/README.md,
// "Order list (issue 14)". Run with: npm run build && npx tsx bench/order-list.ts
import { listCases, searchTerms } from './order-list-cases.ts';
import { explainRequest, viewerOf } from './order-list-explain.ts';
import { startCpuShare } from './cpu-share.mjs';
import { measure, pageShape, warmUp } from './order-list-http.ts';
import {
  benchRuns,
  caseColumns,
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
let failed = 0;
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
      ...caseColumns(m, explained.statementMs),
      'seq scans': explained.scans.join(', ') || 'none',
      result: slow || scans ? 'FAIL' : 'ok',
    });
  }
  console.log(
    `\n${historySize.orders} orders, ${historySize.customers} customers; ${runs.requests} requests per case ` +
      `after ${runs.warmup}, one at a time; db ms: the statement alone, median of 5`,
  );
  console.table(table);
  console.log(
    failed === 0
      ? 'Every case met its target; no plan scans an order table.'
      : `${failed} cases failed.`,
  );
} finally {
  await history.close();
}
process.exitCode = failed === 0 ? 0 : 1;
