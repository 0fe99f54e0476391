import type { OrderListQuery, OrderStatus } from '@portal/domain';
import { param, sql, type SQL } from 'drizzle-orm';
import { containsText } from '../customer/visibility.ts';

/** Orders the ERP has not shipped yet: they may still ship within the dashboard's window. */
const STILL_TO_SHIP: OrderStatus[] = ['Pending', 'In Progress'];

/** Order numbers are integer ids (decision 090). */
const MAX_ORDER_ID = 2_147_483_647;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column like 'text%'`: a prefix, which a text_pattern_ops index serves. */
const startsWith = (column: SQL, text: string): SQL =>
  sql`${column} like ${`${escapeLike(text)}%`}`;

/** Case-insensitive prefix, against lower(column). */
const startsWithAnyCase = (column: SQL, text: string): SQL =>
  startsWith(sql`lower(${column})`, text.toLowerCase());

/** The instant a calendar day begins in the viewer's time zone. */
const dayStart = (day: SQL, timeZone: string): SQL =>
  sql`((${day})::timestamp at time zone ${timeZone})`;

const today = (timeZone: string): SQL => sql`(now() at time zone ${timeZone})::date`;

/** Customer numbers are typed without the ERP's leading zeros ('101234' for '0000101234'). */
function customerNumberStartsWith(term: string): SQL | null {
  const digits = term.replace(/^0+/, '');
  return digits ? startsWithAnyCase(sql`ltrim(o.customer_number, '0')`, digits) : null;
}

/**
 * The free search: a sales order number or PO number beginning with the term, a customer
 * name containing it, a customer number beginning with it, or the portal's order number.
 */
function keyTermMatches(term: string): SQL {
  const alternatives = [
    startsWith(sql`o.sales_order_number`, term),
    startsWithAnyCase(sql`o.customer_purchase_order_number`, term),
    containsText(sql`o.customer_name`, term),
    customerNumberStartsWith(term),
    /^\d{1,10}$/.test(term) && Number(term) <= MAX_ORDER_ID
      ? sql`o.order_id = ${Number(term)}`
      : null,
  ].filter((s): s is SQL => s !== null);
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/**
 * Shipped within the last `days` days (a delivery left on or after the start of that day),
 * or still to ship with an expected shipping date no later than `days` days from today;
 * an overdue order is still to ship and stays in.
 */
function shippingWithin(days: number, timeZone: string): SQL {
  const from = dayStart(sql`${today(timeZone)} - ${days}::int`, timeZone);
  return sql`(exists (select 1 from delivery d
      where d.order_id = o.order_id and d.shipped_at >= ${from})
    or (o.status = any(${param(STILL_TO_SHIP)}::text[])
      and o.expected_shipping_date <= ${today(timeZone)} + ${days}::int))`;
}

/** Each filter of the query as a condition on `orders o`; all of them must hold. */
export function orderListFilters(query: OrderListQuery): SQL[] {
  const { timeZone } = query;
  const filters: SQL[] = [];
  if (query.orderStatus) filters.push(sql`o.status = ${query.orderStatus}`);
  if (query.keyTerm) filters.push(keyTermMatches(query.keyTerm));
  if (query.salesOrderNumber)
    filters.push(startsWith(sql`o.sales_order_number`, query.salesOrderNumber));
  if (query.poNumber)
    filters.push(startsWithAnyCase(sql`o.customer_purchase_order_number`, query.poNumber));
  if (query.customerName) filters.push(containsText(sql`o.customer_name`, query.customerName));
  if (query.orderDate) {
    const day = sql`${query.orderDate}::date`;
    filters.push(sql`o.order_date >= ${dayStart(day, timeZone)}
      and o.order_date < ${dayStart(sql`${day} + 1`, timeZone)}`);
  }
  if (query.delivery) {
    const carrier = startsWithAnyCase(sql`d.carrier`, query.delivery);
    const tracking = startsWithAnyCase(sql`d.tracking_number`, query.delivery);
    filters.push(sql`exists (select 1 from delivery d
      where d.order_id = o.order_id and (${carrier} or ${tracking}))`);
  }
  if (query.shippingInDay !== undefined)
    filters.push(shippingWithin(query.shippingInDay, timeZone));
  return filters;
}
