import { CANCELLED_ITEM_STATUS, DEFAULT_SHIPPING_STRATEGY, lineTotal } from '@portal/domain';
import { param, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ErpSalesOrder } from '../../integrations/erp/erp-sales-order.ts';
import { jsonbRows as json } from './jsonb-rows.ts';

/**
 * Items by order and item number: changed ones brought up to date, new ones added; then each
 * order's items total (the list's Total, decision 151), on the orders whose total changed.
 */
export async function upsertItems(
  tx: Executor,
  orders: readonly { orderId: number; order: ErpSalesOrder }[],
): Promise<void> {
  const items = orders.flatMap(({ orderId, order }) =>
    order.items.map((i) => ({
      order_id: orderId,
      item_number: i.itemNumber,
      material: i.material,
      description: i.description,
      quantity: i.quantity,
      unit_price: i.unitPrice,
      total_price: lineTotal(i.unitPrice, i.quantity),
      tax: i.tax,
      status: i.status,
    })),
  );
  await tx.execute(sql`
    update order_item i set material = n.material, description = n.description,
      quantity = n.quantity, unit_price = n.unit_price, total_price = n.total_price, tax = n.tax,
      status = n.status,
      -- How the agreement made a price says nothing of a price the ERP has changed.
      price_rule = case when (i.material, i.unit_price) = (n.material, n.unit_price)
        then i.price_rule end
    from jsonb_populate_recordset(null::order_item, ${json(items)}) n
    where i.order_id = n.order_id and i.item_number = n.item_number
      and (i.material, i.description, i.quantity, i.unit_price, i.total_price, i.tax, i.status)
        is distinct from (n.material, n.description, n.quantity, n.unit_price, n.total_price,
          n.tax, n.status)`);
  // A new item takes its shipping strategy and picture from the catalogue, as a cart line does.
  await tx.execute(sql`
    insert into order_item (order_id, item_number, material, description, quantity, unit_price,
      total_price, tax, status, shipping_strategy, image_path)
    select n.order_id, n.item_number, n.material, n.description, n.quantity, n.unit_price,
      n.total_price, n.tax, n.status,
      coalesce(nullif(trim(s.name), ''), ${DEFAULT_SHIPPING_STRATEGY}), img.image_path
    from jsonb_populate_recordset(null::order_item, ${json(items)}) n
    left join model m on m.pcn_catalog_number = n.material
    left join shipping_strategy s on s.shipping_strategy_id = m.shipping_strategy_id
    left join image img on img.image_id = m.image_id and not img.is_deleted
    where not exists (
      select 1 from order_item i where i.order_id = n.order_id and i.item_number = n.item_number)`);
  // After the items' own statements: a statement does not see what another part of it wrote.
  const orderIds = [...new Set(orders.map((o) => o.orderId))];
  await tx.execute(sql`
    update orders o set items_total = t.total
    from (select i.order_id,
        coalesce(sum(i.total_price) filter (where i.status <> ${CANCELLED_ITEM_STATUS}), 0) as total
      from order_item i where i.order_id = any(${param(orderIds)}::int[]) group by i.order_id) t
    where o.order_id = t.order_id and o.items_total <> t.total`);
}
