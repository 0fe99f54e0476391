import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { delivery, deliveryItem, trackingUpdate } from '../db/schema/index.ts';
import type { ErpAdapter, ErpOrderState } from '../integrations/erp/erp-adapter.ts';

const BATCH = 200;
/** Shipped orders keep receiving tracking updates this long after they were placed. */
const TRACKING_DAYS = 14;

interface OpenOrder extends Record<string, unknown> {
  orderId: number;
  salesOrderNumber: string;
}

/** Orders the ERP may still move: not yet shipped, or shipped recently (tracking goes on). */
async function readOpenOrders(db: Executor, afterId: number): Promise<OpenOrder[]> {
  const result = await db.execute<OpenOrder>(sql`
    select order_id as "orderId", sales_order_number as "salesOrderNumber" from orders
    where order_id > ${afterId} and sales_order_number is not null
      and (status in ('Pending', 'In Progress')
        or (status = 'Shipped' and order_date > now() - make_interval(days => ${TRACKING_DAYS})))
    order by order_id limit ${BATCH}`);
  return result.rows;
}

interface OrderState {
  orderId: number;
  state: ErpOrderState;
}

/**
 * Records the states of a batch of orders in four statements whatever its size (the sync
 * reads every open order each run, most of them unchanged): statuses and expected dates,
 * deliveries, their items, and tracking updates. Unchanged rows are left as they are.
 */
async function applyStates(tx: Executor, batch: readonly OrderState[]): Promise<void> {
  const statuses = batch.map(({ orderId, state }) => ({
    order_id: orderId,
    status: state.status,
    expected_shipping_date: state.expectedShippingDate,
  }));
  await tx.execute(sql`
    update orders o set status = s.status, expected_shipping_date = s.expected_shipping_date,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb)
      as s(order_id integer, status text, expected_shipping_date date)
    where o.order_id = s.order_id and (o.status is distinct from s.status
      or o.expected_shipping_date is distinct from s.expected_shipping_date)`);
  const deliveries = batch.flatMap(({ orderId, state }) =>
    state.deliveries.map((d) => ({ orderId, ...d })),
  );
  if (deliveries.length === 0) return;
  await tx
    .insert(delivery)
    .values(
      deliveries.map((d) => ({
        deliveryId: d.deliveryId,
        orderId: d.orderId,
        carrier: d.carrier,
        trackingNumber: d.trackingNumber,
        shippedAt: d.shippedAt,
      })),
    )
    .onConflictDoUpdate({
      target: delivery.deliveryId,
      set: { carrier: sql`excluded.carrier`, trackingNumber: sql`excluded.tracking_number` },
      setWhere: sql`${delivery.carrier} is distinct from excluded.carrier
        or ${delivery.trackingNumber} is distinct from excluded.tracking_number`,
    });
  const items = deliveries.flatMap((d) =>
    d.items.map((i, index) => ({ deliveryId: d.deliveryId, line: index + 1, ...i })),
  );
  if (items.length > 0) await tx.insert(deliveryItem).values(items).onConflictDoNothing();
  const updates = deliveries.flatMap((d) =>
    d.trackingUpdates.map((u) => ({ deliveryId: d.deliveryId, ...u })),
  );
  if (updates.length > 0) await tx.insert(trackingUpdate).values(updates).onConflictDoNothing();
}

/**
 * Reads where the ERP has the open orders and records it: status, expected shipping date,
 * deliveries with their items, and tracking updates (each stored once). Answers how many
 * orders were read.
 */
export async function syncOrderStatuses(db: Database, erp: ErpAdapter): Promise<number> {
  let afterId = 0;
  let count = 0;
  for (;;) {
    const open = await readOpenOrders(db, afterId);
    if (open.length === 0) return count;
    const byNumber = new Map(open.map((o) => [o.salesOrderNumber, o.orderId]));
    const states = await erp.orderStates([...byNumber.keys()]);
    const batch = states.flatMap((state) => {
      const orderId = byNumber.get(state.salesOrderNumber);
      return orderId === undefined ? [] : [{ orderId, state }];
    });
    if (batch.length > 0) await db.transaction((tx) => applyStates(tx, batch));
    count += open.length;
    afterId = open[open.length - 1]!.orderId;
    if (open.length < BATCH) return count;
  }
}
