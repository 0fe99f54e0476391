// The statements of one list request (orders; inquiries in bench/inquiry-list.ts), captured
// from the module itself and run under EXPLAIN (ANALYZE, FORMAT JSON): which of the list's
// tables any plan reads whole.
import { orderListQuery } from '@portal/domain';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../apps/server/src/db/client.ts';
import { findLiveSession } from '../apps/server/src/lib/session-queries.ts';
import { digestSecret } from '../apps/server/src/lib/session-token.ts';
import { toViewer, type Viewer } from '../apps/server/src/lib/viewer.ts';
import { listOrders } from '../apps/server/src/modules/order/order-list.ts';

const ORDER_TABLES = new Set([
  'orders',
  'order_item',
  'order_party',
  'order_sales_rep',
  'delivery',
  'delivery_item',
  'tracking_update',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The viewer of a session token, as the portal reads it for each request. */
export async function viewerOf(db: Database, token: string): Promise<Viewer> {
  const session = await findLiveSession(db, digestSecret(token));
  if (!session) throw new Error('the session of the benchmark user is gone');
  return toViewer(session);
}

function seqScans(node: PlanNode, tables: ReadonlySet<string>, found: string[]): string[] {
  const table = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && table && tables.has(table)) {
    const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    found.push(`${table} (${rows} rows)`);
  }
  for (const child of node.Plans ?? []) seqScans(child, tables, found);
  return found;
}

/** Median wall time of five runs after a first one, round trip included. */
async function timeStatement(db: Database, sql: string, params: unknown[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const started = performance.now();
    await db.$client.query(sql, params);
    if (i > 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

export interface Explained {
  statements: number;
  /** Whole-table scans of the list's tables, with the rows they returned. */
  scans: string[];
  /** The statements run as the portal runs them (median of five, after one), summed. */
  statementMs: number;
  /** The text plans of statements that scan one of them (of all with `allPlans`). */
  plans: string[];
}

/**
 * Runs `run` with an executor that captures its statements, then each statement under EXPLAIN
 * ANALYZE: whole-table scans of `tables`, and the statements' own time.
 */
export async function explainStatements(
  db: Database,
  run: (executor: Executor) => Promise<unknown>,
  tables: ReadonlySet<string>,
  allPlans = false,
): Promise<Explained> {
  const dialect = new PgDialect();
  const captured: { sql: string; params: unknown[] }[] = [];
  const capturing = {
    execute: (statement: SQL) => {
      captured.push(dialect.sqlToQuery(statement));
      return db.execute(statement);
    },
  } as unknown as Executor;
  await run(capturing);
  const result: Explained = { statements: 0, scans: [], statementMs: 0, plans: [] };
  for (const { sql, params } of captured) {
    const { rows } = await db.$client.query(`explain (analyze, format json) ${sql}`, params);
    const [explained] = rows[0]['QUERY PLAN'];
    const scans = seqScans(explained.Plan, tables, []);
    result.statements += 1;
    result.scans.push(...scans);
    result.statementMs += await timeStatement(db, sql, params);
    if (scans.length > 0 || allPlans) {
      const text = await db.$client.query(`explain (analyze, costs off) ${sql}`, params);
      result.plans.push(text.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  return result;
}

export const explainRequest = (db: Database, viewer: Viewer, query: string, allPlans = false) =>
  explainStatements(
    db,
    (executor) =>
      listOrders(
        executor,
        viewer,
        orderListQuery.parse(Object.fromEntries(new URLSearchParams(query))),
      ),
    ORDER_TABLES,
    allPlans,
  );
