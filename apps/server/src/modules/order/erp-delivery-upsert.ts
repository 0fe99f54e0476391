import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ErpSalesOrder } from '../../integrations/erp/erp-sales-order.ts';
import { jsonbRows as json } from './jsonb-rows.ts';

/**
 * Records an order's deliveries as the ERP reports them: new ones added, changed carriers,
 * tracking numbers and items corrected, each tracking update stored once.
 */
export async function upsertDeliveries(
  tx: Executor,
  orders: readonly { orderId: number; order: ErpSalesOrder }[],
): Promise<void> {
  const deliveries = orders.flatMap(({ orderId, order }) =>
    order.deliveries.map((d) => ({ ...d, orderId })),
  );
  if (deliveries.length === 0) return;
  await tx.execute(sql`
    insert into delivery (delivery_id, order_id, carrier, tracking_number, shipped_at)
    select delivery_id, order_id, carrier, tracking_number, shipped_at
    from jsonb_populate_recordset(null::delivery, ${json(
      deliveries.map((d) => ({
        delivery_id: d.deliveryId,
        order_id: d.orderId,
        carrier: d.carrier,
        tracking_number: d.trackingNumber,
        shipped_at: d.shippedAt,
      })),
    )})
    on conflict (delivery_id) do update set carrier = excluded.carrier,
      tracking_number = excluded.tracking_number, shipped_at = excluded.shipped_at
    where (delivery.carrier, delivery.tracking_number, delivery.shipped_at)
      is distinct from (excluded.carrier, excluded.tracking_number, excluded.shipped_at)`);
  const items = deliveries.flatMap((d) =>
    d.items.map((i, index) => ({
      delivery_id: d.deliveryId,
      line: index + 1,
      material: i.material,
      short_text: i.shortText,
      quantity: i.quantity,
    })),
  );
  if (items.length > 0)
    await tx.execute(sql`
      insert into delivery_item (delivery_id, line, material, short_text, quantity)
      select delivery_id, line, material, short_text, quantity
      from jsonb_populate_recordset(null::delivery_item, ${json(items)})
      on conflict (delivery_id, line) do update set material = excluded.material,
        short_text = excluded.short_text, quantity = excluded.quantity
      where (delivery_item.material, delivery_item.short_text, delivery_item.quantity)
        is distinct from (excluded.material, excluded.short_text, excluded.quantity)`);
  const updates = deliveries.flatMap((d) =>
    d.trackingUpdates.map((u) => ({
      delivery_id: d.deliveryId,
      status: u.status,
      occurred_at: u.occurredAt,
      message: u.message,
      city: u.city,
      state: u.state,
    })),
  );
  // Each update once, however often the ERP reports it.
  if (updates.length > 0)
    await tx.execute(sql`
      insert into tracking_update (delivery_id, status, occurred_at, message, city, state)
      select n.delivery_id, n.status, n.occurred_at, n.message, n.city, n.state
      from jsonb_populate_recordset(null::tracking_update, ${json(updates)}) n
      where not exists (select 1 from tracking_update u where u.delivery_id = n.delivery_id
        and u.occurred_at = n.occurred_at and u.status = n.status)
      on conflict do nothing`);
}
