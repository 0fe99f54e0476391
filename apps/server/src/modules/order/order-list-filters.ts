import type { OrderListQuery, OrderStatus } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { containsText } from '../customer/visibility.ts';
import {
  customerNumberStartsWith,
  dayStart,
  idOf,
  onDay,
  startsWith,
  startsWithAnyCase,
} from './list-conditions.ts';

/**
 * Orders the ERP has not shipped yet: they may still ship within the dashboard's window.
 * Written out, as the schema's orders_still_to_ship_idx is, so that the planner can use it.
 */
const STILL_TO_SHIP: OrderStatus[] = ['Pending', 'In Progress'];
const stillToShip = sql.raw(`(${STILL_TO_SHIP.map((s) => `'${s}'`).join(', ')})`);

const today = (timeZone: string): SQL => sql`(now() at time zone ${timeZone})::date`;

/**
 * The free search: a sales order number or PO number beginning with the term, a customer
 * name containing it, a customer number beginning with it, or the portal's order number.
 */
function keyTermMatches(term: string): SQL {
  const alternatives = [
    startsWith(sql`o.sales_order_number`, term),
    startsWithAnyCase(sql`o.customer_purchase_order_number`, term),
    containsText(sql`o.customer_name`, term),
    customerNumberStartsWith(sql`o.customer_number`, term),
    idOf(term) === null ? null : sql`o.order_id = ${idOf(term)}`,
  ].filter((s): s is SQL => s !== null);
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/**
 * Shipped within the last `days` days (a delivery left on or after the start of that day),
 * or still to ship with an expected shipping date no later than `days` days from today;
 * an overdue order is still to ship and stays in.
 *
 * Read by customer, each order is looked up among the recent deliveries' orders, gathered and
 * hashed once. Read as a whole list, the matching orders are the ids read once from the two
 * indexes, then fetched by id: tried order by order, a list sorted by expected date walked
 * nearly every order before the recent ones that match (1 s at a million orders).
 */
function shippingWithin(days: number, timeZone: string, reading: OrderListReading): SQL {
  const from = dayStart(sql`${today(timeZone)} - ${days}::int`, timeZone);
  const until = sql`${today(timeZone)} + ${days}::int`;
  const shipped = sql`select d.order_id from delivery d where d.shipped_at >= ${from}`;
  if (reading === 'by-customer')
    return sql`(o.order_id in (${shipped})
      or (o.status in ${stillToShip} and o.expected_shipping_date <= ${until}))`;
  return sql`o.order_id = any(array(${shipped} union all
    select s.order_id from orders s
    where s.status in ${stillToShip} and s.expected_shipping_date <= ${until}))`;
}

/**
 * How the list reads the orders the filters narrow (order-list-query.ts): each customer's
 * orders one by one, or the whole list in sort order through list-wide indexes.
 */
export type OrderListReading = 'by-customer' | 'whole-list';

/** Each filter of the query as a condition on `orders o`; all of them must hold. */
export function orderListFilters(query: OrderListQuery, reading: OrderListReading): SQL[] {
  const { timeZone } = query;
  const filters: SQL[] = [];
  if (query.orderStatus) filters.push(sql`o.status = ${query.orderStatus}`);
  if (query.keyTerm) filters.push(keyTermMatches(query.keyTerm));
  if (query.salesOrderNumber)
    filters.push(startsWith(sql`o.sales_order_number`, query.salesOrderNumber));
  if (query.poNumber)
    filters.push(startsWithAnyCase(sql`o.customer_purchase_order_number`, query.poNumber));
  if (query.customerName) filters.push(containsText(sql`o.customer_name`, query.customerName));
  if (query.orderDate) filters.push(onDay(sql`o.order_date`, query.orderDate, timeZone));
  if (query.delivery) {
    const carrier = startsWithAnyCase(sql`d.carrier`, query.delivery);
    const tracking = startsWithAnyCase(sql`d.tracking_number`, query.delivery);
    filters.push(sql`exists (select 1 from delivery d
      where d.order_id = o.order_id and (${carrier} or ${tracking}))`);
  }
  if (query.shippingInDay !== undefined)
    filters.push(shippingWithin(query.shippingInDay, timeZone, reading));
  return filters;
}
