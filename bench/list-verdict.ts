// The verdict of the list benches (orders, inquiries): a case fails when its p95 is over its
// target or when a plan of its statements reads one of the list's tables whole.
import { benchRuns, caseColumns, type MeasuredCase } from './order-history-portal.ts';
import type { Explained } from './order-list-explain.ts';

/** A measured case's table row; the plans that scan (all with BENCH_PLANS=1) printed first. */
export function listCaseRow(m: MeasuredCase & { total: number | string }, explained: Explained) {
  const slow = m.target !== null && m.p95 > m.target;
  const scans = explained.scans.length > 0;
  for (const plan of explained.plans) console.log(`\n## ${m.reader}: ${m.name}\n${plan}`);
  return {
    reader: m.reader,
    case: m.name,
    rows: m.rows,
    total: m.total,
    ...caseColumns(m, explained.statementMs),
    'seq scans': explained.scans.join(', ') || 'none',
    result: slow || scans ? 'FAIL' : 'ok',
  };
}

/**
 * Prints the table of the cases run over `data` (what the database holds, in words) and whether
 * every case passed; the process's exit code says it too.
 */
export function printListVerdict(
  data: string,
  table: ReturnType<typeof listCaseRow>[],
  listTables: string,
): void {
  const failed = table.filter((row) => row.result === 'FAIL').length;
  console.log(
    `\n${data}; ${benchRuns.requests} requests per case after ${benchRuns.warmup}, one at a ` +
      'time; db ms: the statement alone, median of 5',
  );
  console.table(table);
  console.log(
    failed === 0
      ? `Every case met its target; no plan scans ${listTables}.`
      : `${failed} cases failed.`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
}
