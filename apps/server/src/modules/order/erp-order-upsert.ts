import { lineTotal, roundMoney } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ErpSalesOrder } from '../../integrations/erp/erp-sales-order.ts';
import { upsertDeliveries } from './erp-delivery-upsert.ts';
import { upsertItems } from './erp-item-upsert.ts';
import { upsertPartiesAndReps } from './erp-party-upsert.ts';
import { jsonbRows as json } from './jsonb-rows.ts';
import { newPublicKey } from './place-card-order.ts';

/** What the ERP charges for an order: nothing ships, nothing is charged, when all is cancelled. */
function totalsOf(order: ErpSalesOrder) {
  const open = order.items.filter((i) => i.status !== 'Cancelled');
  const subTotal = roundMoney(open.reduce((sum, i) => sum + lineTotal(i.unitPrice, i.quantity), 0));
  const tax = roundMoney(open.reduce((sum, i) => sum + i.tax, 0));
  const shipping = open.length > 0 ? order.shippingCost : 0;
  return { sub_total: subTotal, tax, total: roundMoney(subTotal + shipping + tax) };
}

const headerOf = (o: ErpSalesOrder) => ({
  sales_order_number: o.salesOrderNumber,
  status: o.status,
  customer_purchase_order_number: o.purchaseOrderNumber,
  customer_number: o.customer?.number ?? null,
  customer_name: o.customer?.name ?? null,
  creator_username: o.creator?.username ?? null,
  creator_name: o.creator?.name ?? null,
  email: o.email,
  ship_via: o.shipVia,
  currency: o.currency,
  shipping_cost: o.shippingCost,
  expected_shipping_date: o.expectedShippingDate,
  order_date: o.orderDate,
  ...totalsOf(o),
});

/** The header columns the ERP keeps for the orders entered in it. */
const HEADER_COLUMNS = [
  'customer_purchase_order_number',
  'customer_number',
  'customer_name',
  'creator_username',
  'creator_name',
  'email',
  'ship_via',
  'currency',
  'sub_total',
  'shipping_cost',
  'tax',
  'total',
  'expected_shipping_date',
  'order_date',
  'status',
];
const header = (alias?: string) =>
  sql.raw(HEADER_COLUMNS.map((c) => (alias ? `${alias}.${c}` : c)).join(', '));

/**
 * The orders' own rows: a portal order takes the number the ERP gave it, an order new to the
 * read model is added as an ERP order, and the others are brought up to date.
 */
async function upsertHeaders(tx: Executor, orders: readonly ErpSalesOrder[]): Promise<void> {
  // The hand-off stores the number too; the feed may bring a portal order first (decision 150).
  const handedOver = orders.flatMap((o) =>
    o.reference ? [{ sales_order_number: o.salesOrderNumber, public_key: o.reference }] : [],
  );
  if (handedOver.length > 0)
    await tx.execute(sql`
      update orders o set sales_order_number = h.sales_order_number,
        synced_at = coalesce(o.synced_at, now()), updated_at = now()
      from jsonb_populate_recordset(null::orders, ${json(handedOver)}) h
      where o.public_key = h.public_key and o.origin = 'portal' and o.sales_order_number is null`);
  const headers = orders.map((o) => ({ ...headerOf(o), public_key: newPublicKey() }));
  await tx.execute(sql`
    insert into orders (public_key, sales_order_number, origin, tax_calculated, synced_at,
      ${header()})
    select h.public_key, h.sales_order_number, 'erp', true, now(), ${header('h')}
    from jsonb_populate_recordset(null::orders, ${json(headers)}) h
    where not exists (select 1 from orders o where o.sales_order_number = h.sales_order_number)
    on conflict (sales_order_number) do nothing`);
  // The portal keeps what it was given for its own orders (a guest order stays without a
  // customer); the ERP moves their status and ship date, and owns everything of its own.
  await tx.execute(sql`
    update orders o set (${header()}) = (${header('h')}), updated_at = now()
    from jsonb_populate_recordset(null::orders, ${json(headers)}) h
    where o.sales_order_number = h.sales_order_number and o.origin = 'erp'
      and (${header('o')}) is distinct from (${header('h')})`);
  await tx.execute(sql`
    update orders o set status = h.status, expected_shipping_date = h.expected_shipping_date,
      synced_at = coalesce(o.synced_at, now()), updated_at = now()
    from jsonb_populate_recordset(null::orders, ${json(headers)}) h
    where o.sales_order_number = h.sales_order_number and o.origin = 'portal'
      and (o.status, o.expected_shipping_date) is distinct from (h.status, h.expected_shipping_date)`);
}

/**
 * Writes sales orders as the ERP reports them into the read model, by sales order number:
 * the portal's own orders after their hand-off and the orders entered in the ERP alike.
 * Applying the same report twice changes nothing: no order, item, delivery or tracking
 * update is written twice, and rows already equal are not touched.
 */
export async function upsertErpOrders(
  tx: Executor,
  orders: readonly ErpSalesOrder[],
): Promise<void> {
  if (orders.length === 0) return;
  await upsertHeaders(tx, orders);
  const numbers = orders.map((o) => o.salesOrderNumber);
  const found = await tx.execute<{ orderId: number; number: string; origin: string }>(sql`
    select order_id as "orderId", sales_order_number as number, origin from orders
    where sales_order_number = any(${sql`array[${sql.join(numbers, sql`, `)}]::text[]`})`);
  const byNumber = new Map(found.rows.map((r) => [r.number, r]));
  const known = orders.flatMap((order) => {
    const row = byNumber.get(order.salesOrderNumber);
    return row ? [{ orderId: row.orderId, origin: row.origin, order }] : [];
  });
  await upsertPartiesAndReps(
    tx,
    known.filter((k) => k.origin === 'erp'),
  );
  await upsertItems(tx, known);
  await upsertDeliveries(tx, known);
}
