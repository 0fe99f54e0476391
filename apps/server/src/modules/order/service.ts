import type { OrderCheck, OrderSummary } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { audienceFor, orderLookup, type OrderLookup } from './order-access.ts';
import { readOrder, type OrderRecord } from './order-read.ts';
import { toOrderSummary } from './order-summary-mapping.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * Who reads: the signed-in viewer, or null. A PublicKey opens its order to anyone; an order
 * number only to a viewer allowed to see the order (docs/decisions/052 and 090).
 */
export type OrderReaderContext = Viewer | null;

function lookupOrThrow(viewer: OrderReaderContext, n: string): OrderLookup {
  const lookup = orderLookup(viewer, n);
  if (!lookup) throw new NotFound(ORDER_NOT_FOUND);
  return lookup;
}

/** The order `n` names, if the viewer may read it; 404 'Order not found' otherwise. */
export async function findReadableOrder(
  db: Executor,
  viewer: OrderReaderContext,
  n: string,
): Promise<OrderRecord> {
  const found = await readOrder(db, lookupOrThrow(viewer, n));
  if (!found) throw new NotFound(ORDER_NOT_FOUND);
  return found;
}

/** Just the id of a readable order: what document calls need. */
export async function readableOrderId(
  db: Executor,
  viewer: OrderReaderContext,
  n: string,
): Promise<number> {
  const { where } = lookupOrThrow(viewer, n);
  const result = await db.execute<{ orderId: number }>(
    sql`select o.order_id as "orderId" from orders o where ${where}`,
  );
  const row = result.rows[0];
  if (!row) throw new NotFound(ORDER_NOT_FOUND);
  return row.orderId;
}

/** GET /api/order/{n}: shaped for the viewer's role when their account may see the order. */
export async function readOrderSummary(
  db: Executor,
  viewer: OrderReaderContext,
  n: string,
): Promise<OrderSummary> {
  const order = await findReadableOrder(db, viewer, n);
  return toOrderSummary(order, audienceFor(viewer, order.visibleToViewer));
}

/** GET /api/order/{n}/check: whether the ERP has the order (its sales order number). */
export async function checkOrder(
  db: Executor,
  viewer: OrderReaderContext,
  n: string,
): Promise<OrderCheck> {
  const { where } = lookupOrThrow(viewer, n);
  const result = await db.execute<{
    salesOrderNumber: string | null;
    synced: boolean;
    status: OrderCheck['OrderStatus'];
  }>(sql`select o.sales_order_number as "salesOrderNumber", o.synced_at is not null as synced,
      o.status from orders o where ${where}`);
  const row = result.rows[0];
  if (!row) throw new NotFound(ORDER_NOT_FOUND);
  return {
    OrderSynced: row.synced,
    SalesOrderNumber: row.salesOrderNumber,
    OrderStatus: row.status,
  };
}
