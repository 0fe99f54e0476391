// The inquiry list over 200,000 generated inquiries (issue 16, requirement 6): see
// bench/README.md, "Inquiry list (issue 16)". Run with: npx tsx bench/inquiry-list.ts
import { inquiryListQuery } from '@portal/domain';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { listInquiries } from '../apps/server/src/modules/inquiry/inquiry-list.ts';
import { startCpuShare } from './cpu-share.mjs';
import { BENCH_PASSWORD } from './bench-database.ts';
import { ensureInquiries, INQUIRY_ADMIN_USER, INQUIRY_CUSTOMER_USER } from './inquiry-history.ts';
import { inquiryListCases, searchTerms, type InquiryReader } from './inquiry-list-cases.ts';
import { listCaseRow, printListVerdict } from './list-verdict.ts';
import { benchRuns, loadAverage } from './order-history-portal.ts';
import { explainStatements, viewerOf } from './order-list-explain.ts';
import { closeConnections, jsonOf, measureCalls, signIn } from './portal-http.ts';
import { startPortal, stopPortal } from './portal.mjs';

const url =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench_inquiries';
const size = {
  inquiries: Number(process.env.BENCH_INQUIRIES ?? 200_000),
  customers: Number(process.env.BENCH_INQUIRY_CUSTOMERS ?? 5_000),
};
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;
const allPlans = process.env.BENCH_PLANS === '1';
const TABLES = new Set(['inquiry', 'inquiry_item', 'orders', 'delivery']);
/** The customer admin works on the sales site, the customer on the customer site. */
const HOSTS: Record<InquiryReader, string> = {
  admin: 'sales.localhost',
  customer: 'customers.localhost',
};

await ensureInquiries(url, size, process.env.BENCH_REGENERATE === '1');
// No demo data in the bench database; the ERP stands still.
process.env.SEED_DEMO_DATA = 'false';
process.env.ERP_PACE_SECONDS = '86400';
const portal = process.env.BENCH_URL
  ? null
  : await startPortal(url, process.env.BENCH_PORT ?? '3205');
const base = process.env.BENCH_URL ?? portal!.base;
const db = createDatabase(url, 1);
try {
  const tokens: Record<InquiryReader, string> = {
    admin: await signIn(base, INQUIRY_ADMIN_USER, BENCH_PASSWORD, HOSTS.admin),
    customer: await signIn(base, INQUIRY_CUSTOMER_USER, BENCH_PASSWORD, HOSTS.customer),
  };
  const callOf = (reader: InquiryReader, query: string) => ({
    path: `/api/inquiry?${query}`,
    token: tokens[reader],
    headers: { host: HOSTS[reader] },
  });
  const terms = await searchTerms(db.$client);
  console.log('search terms:', terms);
  const cases = inquiryListCases(terms).filter((c) => !only || only.test(`${c.reader} ${c.name}`));
  console.log(`load average before: ${loadAverage()}`);
  const measured = [];
  for (const c of cases) {
    const call = callOf(c.reader, c.query);
    const page = await jsonOf<{ List: unknown[]; Total: number }>(base, call);
    await measureCalls(base, call, { warmup: benchRuns.warmup, requests: 0 });
    const cpu = startCpuShare(portal?.child.pid, new URL(url).pathname.slice(1));
    const latency = await measureCalls(base, call, { warmup: 0, requests: benchRuns.requests });
    measured.push({
      ...c,
      rows: page.List.length,
      total: page.Total,
      ...latency,
      cpu: cpu(benchRuns.requests),
    });
  }
  console.log(`load average after: ${loadAverage()}`);

  const viewers = {
    admin: await viewerOf(db, tokens.admin),
    customer: await viewerOf(db, tokens.customer),
  };
  const table = [];
  for (const m of measured) {
    const query = inquiryListQuery.parse(Object.fromEntries(new URLSearchParams(m.query)));
    const explained = await explainStatements(
      db,
      (executor) => listInquiries(executor, viewers[m.reader], query),
      TABLES,
      allPlans,
    );
    table.push(listCaseRow(m, explained));
  }
  printListVerdict(
    `${size.inquiries} inquiries, ${size.customers} customers`,
    table,
    'a list table',
  );
} finally {
  closeConnections();
  await db.$client.end();
  if (portal) await stopPortal(portal);
}
