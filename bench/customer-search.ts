// Customer search (issue 15): GET /api/Customer/search over the 20,000 generated customers of
// bench/order-list.ts, as the new-order wizard asks it. See bench/README.md, "Customer search
// (issue 15)". Run with: npm run build && npx tsx bench/customer-search.ts
import { customerSearchQuery, withoutLeadingZeros } from '@portal/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import type { Viewer } from '../apps/server/src/lib/viewer.ts';
import { createCustomerLookups } from '../apps/server/src/modules/customer/lookup-service.ts';
import { startCpuShare } from './cpu-share.mjs';
import { viewerOf } from './order-list-explain.ts';
import { BENCH_SALES_REP } from './order-list-history-sql.ts';
import { jsonOf, measureCalls, timedCall } from './portal-http.ts';
import {
  benchRuns,
  caseColumns,
  historySize,
  historyUrl,
  loadAverage,
  openHistoryPortal,
  type HistoryReader,
} from './order-history-portal.ts';

const database = new URL(historyUrl).pathname.slice(1);
const runs = benchRuns;
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;
const allPlans = process.env.BENCH_PLANS === '1';
const TARGET_MS = 20;

type Reader = HistoryReader;

interface SearchCase {
  reader: Reader;
  name: string;
  keyword: string;
  salesRep?: string;
  /** p95 target in ms; null: measured only. */
  target: number | null;
}

interface Terms {
  oneLetter: string;
  twoLetters: string;
  threeLetters: string;
  word: string;
  numberPrefix: string;
  noMatch: string;
  salesRep: string;
}

/**
 * Terms from the first customer of the sales rep the benchmark signs in as, typed as a user
 * types them: the first one and two letters of its name, three letters inside it, its first
 * word, the start of its number without the zeros; a number above every customer's, which
 * nothing holds; its rep.
 */
async function searchTerms(db: Database): Promise<Terms> {
  const { rows } = await db.$client.query(
    `select c.customer_number as number, c.customer_name as name, cr.sales_rep_number as rep
     from customer_sales_rep cr join customer c on c.customer_number = cr.customer_number
     where cr.sales_rep_number = $1 order by c.customer_number limit 1`,
    [BENCH_SALES_REP],
  );
  const first = rows[0];
  if (!first) throw new Error(`sales rep ${BENCH_SALES_REP} holds no customer`);
  const word = String(first.name).split(' ')[0]!;
  const highest = await db.$client.query(
    `select max(ltrim(customer_number, '0')::bigint) as n from customer
     where ltrim(customer_number, '0') ~ '^[0-9]+$'`,
  );
  const noMatch = String(BigInt(highest.rows[0].n) + 1n);
  const held = await db.$client.query(
    `select count(*)::int as n from customer
     where customer_number like $1 or lower(customer_name) like $1`,
    [`%${noMatch}%`],
  );
  if (held.rows[0].n !== 0) throw new Error(`${noMatch} matches a customer`);
  return {
    oneLetter: word.slice(0, 1).toLowerCase(),
    twoLetters: word.slice(0, 2).toLowerCase(),
    threeLetters: word.slice(1, 4).toLowerCase(),
    word,
    numberPrefix: withoutLeadingZeros(String(first.number)).slice(0, 4),
    noMatch,
    salesRep: String(first.rep),
  };
}

function searchCases(terms: Terms): SearchCase[] {
  const cases: SearchCase[] = [];
  const add = (reader: Reader, name: string, keyword: string, target: number | null = TARGET_MS) =>
    cases.push({ reader, name, keyword, target });
  for (const reader of ['rep', 'admin'] as const) {
    // The wizard asks from the first letter typed; the target counts from two (issue 15).
    add(reader, '1 letter of a name', terms.oneLetter, null);
    add(reader, '2 letters of a name', terms.twoLetters);
    add(reader, '3 letters inside a name', terms.threeLetters);
    add(reader, 'a whole word of a name', terms.word);
    add(reader, 'start of a customer number', terms.numberPrefix);
    add(reader, 'a number nothing holds', terms.noMatch);
  }
  cases.push({
    reader: 'admin',
    name: '2 letters, one sales rep',
    keyword: terms.twoLetters,
    salesRep: terms.salesRep,
    target: TARGET_MS,
  });
  return cases;
}

const queryOf = (c: SearchCase) => ({
  keyword: c.keyword,
  ...(c.salesRep ? { salesRep: c.salesRep } : {}),
});
const searchCall = (token: string, c: SearchCase) => ({
  path: `/api/Customer/search?${new URLSearchParams(queryOf(c)).toString()}`,
  token,
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, found: string[]): string[] {
  const table = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && table) {
    const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    found.push(`${table} (${rows} rows)`);
  }
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

interface Explained {
  /** Customers the search matches for the viewer, the 20-row limit aside. */
  total: number;
  /** The statements alone (median of five after one), summed. */
  statementMs: number;
  scans: string[];
  plans: string[];
}

/**
 * The statements one search runs, captured from the customer module itself (a logger on the
 * bench's pool), run under EXPLAIN ANALYZE; the first one again without its limit, counted.
 */
async function explainSearch(db: Database, viewer: Viewer, c: SearchCase): Promise<Explained> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const logged = drizzle(db.$client, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  });
  await createCustomerLookups(logged).search(viewer, customerSearchQuery.parse(queryOf(c)));
  const result: Explained = { total: 0, statementMs: 0, scans: [], plans: [] };
  for (const [i, { sql, params }] of captured.entries()) {
    const { rows } = await db.$client.query(`explain (analyze, format json) ${sql}`, params);
    const scans = seqScans(rows[0]['QUERY PLAN'][0].Plan, []);
    result.scans.push(...scans);
    const times: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      const started = performance.now();
      await db.$client.query(sql, params);
      if (run > 0) times.push(performance.now() - started);
    }
    result.statementMs += times.sort((a, b) => a - b)[2]!;
    if (i === 0 || allPlans) {
      const text = await db.$client.query(`explain (analyze, buffers, costs off) ${sql}`, params);
      result.plans.push(text.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    if (i === 0) {
      const limit = /limit \$(\d+)$/.exec(sql);
      if (!limit) throw new Error('the search statement ends without its limit');
      const unlimited = params.map((p, n) => (n === Number(limit[1]) - 1 ? null : p));
      const counted = await db.$client.query(
        `select count(*)::int as n from (${sql}) s`,
        unlimited,
      );
      result.total = counted.rows[0].n;
    }
  }
  return result;
}

const history = await openHistoryPortal('3204');
const { base, db, tokens } = history;
let failed = 0;
try {
  const terms = await searchTerms(db);
  console.log('search terms:', terms);
  const cases = searchCases(terms).filter((c) => !only || only.test(`${c.reader} ${c.name}`));
  console.log(`load average before: ${loadAverage()}`);
  const measured = [];
  for (const c of cases) {
    const call = searchCall(tokens[c.reader], c);
    const answer = await jsonOf<unknown[]>(base, call);
    for (let i = 0; i < runs.warmup; i += 1) await timedCall(base, call);
    const cpu: (requests: number) => Record<string, string | number | undefined> = startCpuShare(
      history.pid,
      database,
    );
    const latency = await measureCalls(base, call, { warmup: 0, requests: runs.requests });
    measured.push({ ...c, rows: answer.length, ...latency, cpu: cpu(runs.requests) });
  }
  console.log(`load average after: ${loadAverage()}`);

  const viewers = { rep: await viewerOf(db, tokens.rep), admin: await viewerOf(db, tokens.admin) };
  const table = [];
  for (const m of measured) {
    const explained = await explainSearch(db, viewers[m.reader], m);
    const slow = m.target !== null && m.p95 > m.target;
    if (slow) failed += 1;
    if (slow || m.target === null || allPlans)
      for (const plan of explained.plans) console.log(`\n## ${m.reader}: ${m.name}\n${plan}`);
    table.push({
      reader: m.reader,
      case: m.name,
      query: new URLSearchParams(queryOf(m)).toString(),
      rows: m.rows,
      total: explained.total,
      ...caseColumns(m, explained.statementMs),
      'seq scans': explained.scans.join(', ') || 'none',
      result: slow ? 'FAIL' : 'ok',
    });
  }
  console.log(
    `\n${historySize.customers} customers; ${runs.requests} requests per case after ${runs.warmup}, ` +
      'one at a time; db ms: the statements alone, median of 5',
  );
  console.table(table);
  console.log(failed === 0 ? 'Every case met its target.' : `${failed} cases failed.`);
} finally {
  await history.close();
}
process.exitCode = failed === 0 ? 0 : 1;
