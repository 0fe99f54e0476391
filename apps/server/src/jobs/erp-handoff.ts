import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { erpOutbox, orders } from '../db/schema/index.ts';
import type { ErpAdapter, ErpOrder } from '../integrations/erp/erp-adapter.ts';
import { erpSalesOrder } from '../integrations/erp/erp-sales-order.ts';
import { upsertErpOrders } from '../modules/order/erp-order-upsert.ts';

/** After this many failed hand-offs a row waits for an operator (its last_error says why). */
export const MAX_HANDOFF_ATTEMPTS = 20;
const BATCH = 10;

export interface HandoffResult {
  handedOff: number;
  failed: number;
}

/**
 * Hands waiting outbox rows to the ERP and stores the sales order number it assigns, then the
 * order as the ERP booked it (status, promised ship date) through the same upsert the feed
 * uses. Rows are claimed with SKIP LOCKED, so several workers never hand over the same order;
 * handing one over twice (a crash before the commit) gets the same number back from the ERP.
 * `stopping` is asked between batches: a backlog of thousands would otherwise outlast the
 * shutdown's grace period and lose its connection to the stopped database mid-batch.
 */
export async function handOffOrders(
  db: Database,
  erp: ErpAdapter,
  onError: (error: unknown, orderId: number) => void = () => {},
  stopping: () => boolean = () => false,
): Promise<HandoffResult> {
  const result: HandoffResult = { handedOff: 0, failed: 0 };
  for (;;) {
    const round = await db.transaction(async (tx) => {
      let failures = 0;
      const rows = await tx
        .select({
          outboxId: erpOutbox.outboxId,
          orderId: erpOutbox.orderId,
          payload: erpOutbox.payload,
        })
        .from(erpOutbox)
        .where(and(isNull(erpOutbox.processedAt), lt(erpOutbox.attempts, MAX_HANDOFF_ATTEMPTS)))
        .orderBy(asc(erpOutbox.outboxId))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        try {
          // A savepoint per row: one row's failure leaves the others' work standing.
          await tx.transaction(async (sp) => {
            const { salesOrderNumber } = await erp.submitOrder(row.payload as ErpOrder);
            await sp
              .update(orders)
              .set({ salesOrderNumber, syncedAt: sql`now()`, updatedAt: sql`now()` })
              .where(eq(orders.orderId, row.orderId));
            const booked = await erp.orderStates([salesOrderNumber]);
            await upsertErpOrders(
              sp,
              booked.map((o) => erpSalesOrder.parse(o)),
            );
            await sp
              .update(erpOutbox)
              .set({
                processedAt: sql`now()`,
                attempts: sql`${erpOutbox.attempts} + 1`,
                lastError: null,
              })
              .where(eq(erpOutbox.outboxId, row.outboxId));
          });
          result.handedOff++;
        } catch (error) {
          failures++;
          onError(error, row.orderId);
          await tx
            .update(erpOutbox)
            .set({
              attempts: sql`${erpOutbox.attempts} + 1`,
              lastError: String(error).slice(0, 500),
            })
            .where(eq(erpOutbox.outboxId, row.outboxId));
          result.failed++;
        }
      }
      return { claimed: rows.length, failures };
    });
    // Failed rows wait for the next run rather than being retried at once.
    if (round.claimed < BATCH || round.failures > 0 || stopping()) return result;
  }
}
