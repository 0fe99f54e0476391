import { inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { erpSandboxHistoryOrder, erpSandboxOrder } from '../../db/schema/index.ts';
import { historyOrderState, type HistoryPlan } from './sandbox-history-plan.ts';
import { sandboxOrderState, type SandboxState } from './sandbox-timeline.ts';

/** A row of either book: an order the portal handed over, or one of the generated history. */
export type BookRow =
  | { book: 'portal'; number: string; receivedAt: Date; doc: unknown }
  | { book: 'history'; number: string; doc: unknown };

/** The order of a book row as it stands at `at`. */
export function stateOf(row: BookRow, at: Date, paceMs: number): SandboxState | null {
  return row.book === 'portal'
    ? sandboxOrderState(row.doc, row.number, row.receivedAt, at, paceMs)
    : historyOrderState(row.doc as HistoryPlan, at);
}

const portalColumns = {
  id: erpSandboxOrder.salesOrderId,
  receivedAt: erpSandboxOrder.receivedAt,
  payload: erpSandboxOrder.payload,
};
const historyColumns = {
  number: erpSandboxHistoryOrder.salesOrderNumber,
  plan: erpSandboxHistoryOrder.plan,
};

const portalRow = (r: { id: number; receivedAt: Date; payload: unknown }): BookRow => ({
  book: 'portal',
  number: String(r.id),
  receivedAt: r.receivedAt,
  doc: r.payload,
});
const historyRow = (r: { number: string; plan: unknown }): BookRow => ({
  book: 'history',
  number: r.number,
  doc: r.plan,
});

interface Moved {
  number: string;
  changed_at: Date;
  next_change_at: Date | null;
}

/**
 * Moves every order whose next step is due by `now`: its change time, which the feed is read
 * by, becomes `now`, when the book recorded the change (as an ERP's change log does), so that
 * it always lies past what the feed has read, even when a step's own time lies before it (a
 * test that moves an order's clock back). Steps are computed, never stored twice.
 */
/**
 * The instant of a change made now: never at or before a change the feed may already have
 * passed, so a reader's cursor cannot skip it (with a clock that stands still in tests, or two
 * changes in one millisecond, an instant equal to the cursor's but a lower number would be).
 */
export async function changeInstant(db: Executor, now: Date): Promise<Date> {
  const result = await db.execute<{ at: string }>(sql`
    select greatest(${now.toISOString()}::timestamptz,
      (select max(changed_at) from erp_sandbox_order) + interval '1 millisecond',
      (select max(changed_at) from erp_sandbox_history_order) + interval '1 millisecond')::text as at`);
  return new Date(result.rows[0]!.at);
}

export async function advanceBook(db: Executor, now: Date, paceMs: number): Promise<void> {
  const portal = await db
    .select(portalColumns)
    .from(erpSandboxOrder)
    .where(lte(erpSandboxOrder.nextChangeAt, now));
  const history = await db
    .select(historyColumns)
    .from(erpSandboxHistoryOrder)
    .where(lte(erpSandboxHistoryOrder.nextChangeAt, now));
  const moved = (rows: BookRow[]): Moved[] =>
    rows.flatMap((row) => {
      const state = stateOf(row, now, paceMs);
      return state
        ? [
            {
              number: row.number,
              changed_at: changedAt,
              next_change_at: state.nextChangeAt,
            },
          ]
        : [];
    });
  const changedAt = portal.length + history.length > 0 ? await changeInstant(db, now) : now;
  const portalMoves = moved(portal.map(portalRow));
  const historyMoves = moved(history.map(historyRow));
  if (portalMoves.length > 0)
    await db.execute(sql`
      update erp_sandbox_order o set changed_at = m.changed_at, next_change_at = m.next_change_at
      from jsonb_to_recordset(${JSON.stringify(portalMoves)}::jsonb)
        as m(number text, changed_at timestamptz, next_change_at timestamptz)
      where o.sales_order_id = m.number::integer`);
  if (historyMoves.length > 0)
    await db.execute(sql`
      update erp_sandbox_history_order h
      set changed_at = m.changed_at, next_change_at = m.next_change_at
      from jsonb_to_recordset(${JSON.stringify(historyMoves)}::jsonb)
        as m(number text, changed_at timestamptz, next_change_at timestamptz)
      where h.sales_order_number = m.number`);
}

interface FeedRow extends Record<string, unknown> {
  book: 'portal' | 'history';
  number: string;
  receivedAt: Date;
  doc: unknown;
  changedAt: Date;
  /** The change time as the database holds it, to the microsecond: the cursor's key. */
  changedKey: string;
}

/** Cursor of the feed: the last change time read and the sales order number it belonged to. */
const cursorOf = (row: FeedRow) => `${row.changedKey}|${row.number}`;

function afterCursor(cursor: string | null, changedAt: SQL, number: SQL): SQL {
  const split = cursor?.lastIndexOf('|') ?? -1;
  // An unreadable cursor reads from the beginning: the portal applies repeats harmlessly.
  if (!cursor || split < 1) return sql`true`;
  const at = cursor.slice(0, split);
  const after = cursor.slice(split + 1);
  return sql`(${changedAt} > ${at}::timestamptz
    or (${changedAt} = ${at}::timestamptz and ${number} > ${after}))`;
}

/** Orders changed after `cursor`, oldest change first; one more than `limit` tells of more. */
export async function readChanged(
  db: Executor,
  cursor: string | null,
  limit: number,
): Promise<{ rows: { row: BookRow; changedAt: Date }[]; cursor: string | null; hasMore: boolean }> {
  const portalAfter = afterCursor(cursor, sql`changed_at`, sql`sales_order_id::text`);
  const historyAfter = afterCursor(cursor, sql`changed_at`, sql`sales_order_number`);
  const result = await db.execute<FeedRow>(sql`
    select * from (
      select 'portal' as book, sales_order_id::text as number, received_at as "receivedAt",
        payload as doc, changed_at as "changedAt", changed_at::text as "changedKey"
      from erp_sandbox_order where ${portalAfter}
      union all
      select 'history', sales_order_number, placed_at, plan, changed_at, changed_at::text
      from erp_sandbox_history_order where changed_at is not null and ${historyAfter}
    ) c order by "changedAt", number limit ${limit + 1}`);
  const page = result.rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => ({
      row:
        r.book === 'portal'
          ? portalRow({ id: Number(r.number), receivedAt: new Date(r.receivedAt), payload: r.doc })
          : historyRow({ number: r.number, plan: r.doc }),
      changedAt: new Date(r.changedAt),
    })),
    cursor: last ? cursorOf(last) : cursor,
    hasMore: result.rows.length > limit,
  };
}

/** The book rows of the given sales order numbers (the portal's are within an integer). */
export async function readNumbers(db: Executor, numbers: readonly string[]): Promise<BookRow[]> {
  const ids = numbers.filter((n) => /^\d{10}$/.test(n) && Number(n) <= 2_147_483_647).map(Number);
  const portal =
    ids.length === 0
      ? []
      : await db
          .select(portalColumns)
          .from(erpSandboxOrder)
          .where(inArray(erpSandboxOrder.salesOrderId, ids));
  const history =
    numbers.length === 0
      ? []
      : await db
          .select(historyColumns)
          .from(erpSandboxHistoryOrder)
          .where(inArray(erpSandboxHistoryOrder.salesOrderNumber, [...numbers]));
  return [...portal.map(portalRow), ...history.map(historyRow)];
}
