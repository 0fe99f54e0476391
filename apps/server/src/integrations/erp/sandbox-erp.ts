import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { erpSandboxOrder } from '../../db/schema/index.ts';
import type { ErpAdapter } from './erp-adapter.ts';
import { advanceBook, changeInstant, readChanged, readNumbers, stateOf } from './sandbox-book.ts';
import { bookHistory } from './sandbox-history-booking.ts';

export interface SandboxErpOptions {
  /** Seconds between two steps of an order the portal placed (In Progress, Shipped, tracking). */
  paceSeconds: number;
  /** The sandbox's clock; tests move it instead of waiting. */
  now?: () => Date;
  /**
   * An order history for these customers, generated from `seed` the first time the feed is
   * read (decision 150); none without it.
   */
  history?: { seed: number; customerNumbers: readonly string[] };
}

/**
 * The built-in ERP: books the portal's orders in its own table, numbers them from 1000000001
 * and lets them progress with time; holds a generated order history of the demo customers;
 * and reports both through a feed of changed orders, so the portal shows statuses,
 * deliveries and tracking offline.
 */
export function createSandboxErp(db: Database, options: SandboxErpOptions): ErpAdapter {
  const now = options.now ?? (() => new Date());
  const paceMs = options.paceSeconds * 1000;
  const history = options.history;
  let historyBooked: Promise<unknown> | null = null;
  const withHistory = () => {
    if (!history) return Promise.resolve();
    // Once per process; a failure is tried again at the next read.
    historyBooked ??= bookHistory(db, history, now()).catch((error: unknown) => {
      historyBooked = null;
      throw error;
    });
    return historyBooked;
  };

  return {
    async submitOrder(order) {
      const receivedAt = now();
      const changedAt = await changeInstant(db, receivedAt);
      // The same reference twice is one booking: the second answer repeats the first number.
      const [row] = await db
        .insert(erpSandboxOrder)
        .values({
          externalReference: order.reference,
          payload: order,
          receivedAt,
          changedAt,
          nextChangeAt: new Date(receivedAt.getTime() + paceMs),
        })
        .onConflictDoUpdate({
          target: erpSandboxOrder.externalReference,
          set: { externalReference: sql`excluded.external_reference` },
        })
        .returning({ salesOrderId: erpSandboxOrder.salesOrderId });
      return { salesOrderNumber: String(row!.salesOrderId) };
    },
    async orderStates(salesOrderNumbers) {
      const at = now();
      const rows = await readNumbers(db, salesOrderNumbers);
      return rows.flatMap((row) => stateOf(row, at, paceMs)?.order ?? []);
    },
    async changedOrders(cursor, limit) {
      await withHistory();
      await advanceBook(db, now(), paceMs);
      const page = await readChanged(db, cursor, limit);
      // Each order as it stood at its change time: what the cursor says has been read.
      const orders = page.rows.flatMap(
        ({ row, changedAt }) => stateOf(row, changedAt, paceMs)?.order ?? [],
      );
      return { orders, cursor: page.cursor, hasMore: page.hasMore };
    },
  };
}
