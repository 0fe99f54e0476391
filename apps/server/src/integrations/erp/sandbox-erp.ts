import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { erpSandboxOrder } from '../../db/schema/index.ts';
import type { ErpAdapter, ErpOrder } from './erp-adapter.ts';
import { sandboxOrderState } from './sandbox-timeline.ts';

export interface SandboxErpOptions {
  /** Seconds between two steps of an order (In Progress, Shipped, each tracking update). */
  paceSeconds: number;
  /** The sandbox's clock; tests move it instead of waiting. */
  now?: () => Date;
}

/**
 * The built-in ERP: books orders in its own table, numbers them from 1000000001 and lets
 * them progress with time, so the portal shows statuses, deliveries and tracking offline.
 */
export function createSandboxErp(db: Database, options: SandboxErpOptions): ErpAdapter {
  const now = options.now ?? (() => new Date());
  const paceMs = options.paceSeconds * 1000;
  return {
    async submitOrder(order) {
      // The same reference twice is one booking: the second answer repeats the first number.
      const [row] = await db
        .insert(erpSandboxOrder)
        .values({ externalReference: order.reference, payload: order, receivedAt: now() })
        .onConflictDoUpdate({
          target: erpSandboxOrder.externalReference,
          set: { externalReference: sql`excluded.external_reference` },
        })
        .returning({ salesOrderId: erpSandboxOrder.salesOrderId });
      return { salesOrderNumber: String(row!.salesOrderId) };
    },
    async orderStates(salesOrderNumbers) {
      const ids = salesOrderNumbers
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(erpSandboxOrder)
        .where(inArray(erpSandboxOrder.salesOrderId, ids));
      const at = now();
      return rows.map((row) =>
        sandboxOrderState(
          row.payload as ErpOrder,
          String(row.salesOrderId),
          row.receivedAt,
          at,
          paceMs,
        ),
      );
    },
  };
}
