// What bench/order-list.ts asks GET /api/order, with search terms taken from the history.
import { ORDER_SORT_KEYS, ORDER_STATUSES } from '@portal/domain';
import type pg from 'pg';
import { BENCH_SALES_REP } from './order-list-history-sql.ts';

export type Reader = 'rep' | 'admin';

export interface ListCase {
  name: string;
  reader: Reader;
  /** The query string, as the page sends it. */
  query: string;
  /** p95 target in ms (issue 14, requirement 7); null: measured only. */
  target: number | null;
}

export const TIME_ZONE = 'America/Chicago';
const LIST_TARGET_MS = 30;
const DASHBOARD_TARGET_MS = 50;

interface Terms {
  salesOrderPrefix: string;
  poPrefix: string;
  customerName: string;
  day: string;
  trackingPrefix: string;
  salesRep: string;
}

/** Terms from a month-old shipped order of the rep's customers: each finds it, and others. */
export async function searchTerms(client: pg.Pool): Promise<Terms> {
  const { rows } = await client.query(
    `select o.sales_order_number as so,
       o.customer_purchase_order_number as po, o.customer_name as customer,
       (o.order_date at time zone $1)::date::text as day, d.tracking_number as tracking
     from customer_sales_rep cr
     join orders o on o.customer_number = cr.customer_number
     join delivery d on d.order_id = o.order_id
     where cr.sales_rep_number = $2 and o.status = 'Shipped'
       and o.order_date < now() - interval '30 days' and o.customer_purchase_order_number like 'PO-%'
     order by o.order_date desc limit 1`,
    [TIME_ZONE, BENCH_SALES_REP],
  );
  const r = rows[0];
  if (!r) throw new Error('the history holds no shipped order of the sales rep');
  return {
    salesOrderPrefix: String(r.so).slice(0, 7),
    poPrefix: String(r.po).slice(0, 5).toLowerCase(),
    customerName: String(r.customer).split(' ').slice(0, 2).join(' ').toLowerCase(),
    day: String(r.day),
    trackingPrefix: String(r.tracking).slice(0, 6).toLowerCase(),
    salesRep: BENCH_SALES_REP,
  };
}

/**
 * A list's query string as the benches send it: the list's reading alone (keeping the search,
 * saveFilters, is the saved filters' own cost), in the bench's time zone.
 */
export const listQueryString = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(
    Object.entries({ saveFilters: false, ...params, timeZone: TIME_ZONE }).map(
      ([k, v]): [string, string] => [k, String(v)],
    ),
  ).toString();

/** Every sort and filter for the sales rep; the sorts, searches and cards for the admin. */
export function listCases(terms: Terms): ListCase[] {
  const cases: ListCase[] = [];
  const add = (
    reader: Reader,
    name: string,
    params: Record<string, string | number | boolean>,
    target: number | null,
  ) => cases.push({ reader, name, query: listQueryString(params), target });
  const dashboard = { page: 1, pageSize: 100 };
  for (const reader of ['rep', 'admin'] as const) {
    const filterTarget = reader === 'rep' ? LIST_TARGET_MS : null;
    add(reader, 'first page', {}, LIST_TARGET_MS);
    for (const sortBy of ORDER_SORT_KEYS)
      for (const sortDesc of [false, true])
        add(
          reader,
          `sort ${sortBy} ${sortDesc ? 'desc' : 'asc'}`,
          { sortBy, sortDesc },
          LIST_TARGET_MS,
        );
    add(reader, 'page 5', { page: 5 }, LIST_TARGET_MS);
    add(
      reader,
      'search: sales order number prefix',
      { keyTerm: terms.salesOrderPrefix },
      LIST_TARGET_MS,
    );
    add(reader, 'search: PO prefix', { keyTerm: terms.poPrefix }, LIST_TARGET_MS);
    add(reader, 'search: customer name', { keyTerm: terms.customerName }, LIST_TARGET_MS);
    add(
      reader,
      'dashboard: pending',
      { ...dashboard, orderStatus: 'Pending', sortBy: 'OrderDate', sortDesc: false },
      DASHBOARD_TARGET_MS,
    );
    add(
      reader,
      'dashboard: shipped',
      { ...dashboard, shippingInDay: 10, sortBy: 'ExpectedShippingDate', sortDesc: false },
      DASHBOARD_TARGET_MS,
    );
    for (const orderStatus of ORDER_STATUSES)
      add(reader, `status ${orderStatus}`, { orderStatus }, filterTarget);
    add(
      reader,
      'column: sales order number',
      { salesOrderNumber: terms.salesOrderPrefix },
      filterTarget,
    );
    add(reader, 'column: PO number', { poNumber: terms.poPrefix }, filterTarget);
    add(reader, 'column: customer name', { customerName: terms.customerName }, filterTarget);
    add(reader, 'order date', { orderDate: terms.day }, filterTarget);
    add(reader, 'delivery: carrier', { delivery: 'fedex' }, filterTarget);
    add(reader, 'delivery: tracking number', { delivery: terms.trackingPrefix }, filterTarget);
    add(reader, 'shipping in 10 days', { shippingInDay: 10 }, filterTarget);
    add(reader, 'sales rep', { salesRep: terms.salesRep }, filterTarget);
  }
  add('admin', 'without customer (guest orders)', { withoutCustomer: true }, null);
  return cases;
}
