import type { OrderRow } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderListRows } from './order-list-row.ts';
import type { OrderListScope } from './order-list-scope.ts';
import { orderBy, type OrderListSort } from './order-list-sort.ts';

export interface OrderListRequest {
  scope: Exclude<OrderListScope, { kind: 'none' }>;
  filters: SQL[];
  sort: OrderListSort;
  offset: number;
  limit: number;
  /** Matching orders are counted up to one more than this. */
  countCap: number;
}

export interface OrderListResult extends Record<string, unknown> {
  /** Matching orders, counted up to countCap + 1. */
  matching: number;
  rows: OrderRow[];
}

const all = (conditions: SQL[]): SQL => sql.join(conditions, sql` and `);

/**
 * What the filters and sort keys read of an order: the columns of the schema's
 * orders_customer_list_idx, so that a customer's orders are read from the index alone.
 */
const listColumns = sql.raw(
  [
    'order_id',
    'customer_number',
    'order_date',
    'sales_order_number',
    'customer_purchase_order_number',
    'customer_name',
    'expected_shipping_date',
    'status',
    'items_total',
  ].join(', '),
);

/** The page cut from `candidates` (order_id, sort_key), which hold it. */
const pageOf = (candidates: string, { sort, offset, limit }: OrderListRequest): SQL => sql`
  select m.order_id, m.sort_key from ${sql.raw(candidates)} m
  order by ${orderBy(sort, sql`m.sort_key`, sql`m.order_id`)} limit ${limit} offset ${offset}`;

/**
 * Every order or the orders of no customer, in sort order: an index on the sort value and the
 * order id reads them in that order. The first countCap + 1 matching orders are read once: the
 * page is cut from them (it ends before the cap) and they are the count. Counted apart, without
 * an order, a filter that most orders pass (a status) is counted from the table's start.
 */
function scanOrders(request: OrderListRequest): SQL {
  const { scope, filters, sort, countCap } = request;
  const where = all([
    scope.kind === 'without-customer'
      ? sql`o.customer_number is null`
      : sql`o.customer_number is not null`,
    ...filters,
  ]);
  return sql`
    with matches as materialized (
      select o.order_id, ${sort.key} as sort_key from orders o where ${where}
      order by ${orderBy(sort, sort.key, sql`o.order_id`)} limit ${countCap + 1}),
    page as (${pageOf('matches', request)}),
    matching as (select 1 from matches)`;
}

/**
 * The orders of a set of customers, customer by customer (an index on the customer reads each
 * one's orders). Without filters, the page merges each customer's first offset + limit orders
 * in sort order, and the count walks customer after customer and stops at the cap.
 *
 * With filters, a customer's orders are read first (offset 0 keeps the planner from merging
 * the subquery) and filtered after: otherwise it combines the customer's index with the
 * list-wide search indexes (trigram, prefix) once per customer, which costs far more. They are
 * read and filtered once: each customer's first countCap + 1 matches in sort order hold the
 * page, and any customer with more, or all of them together, tell the capped count.
 */
function scanCustomers(request: OrderListRequest & { scope: { kind: 'customers' } }) {
  const { scope, filters, sort, offset, limit, countCap } = request;
  const where = all([sql`o.customer_number = c.customer_number`, scope.guard, ...filters]);
  const customers = sql`customers(customer_number) as materialized (${scope.numbers})`;
  const firstOf = (orders: SQL, count: number) => sql`
    select m.order_id, m.sort_key from customers c
    cross join lateral (
      select o.order_id, ${sort.key} as sort_key from ${orders} where ${where}
      order by ${orderBy(sort, sort.key, sql`o.order_id`)}
      limit ${count}) m`;
  if (filters.length > 0) {
    const orders = sql`(select ${listColumns} from orders
      where customer_number = c.customer_number offset 0) o`;
    return sql`
      with ${customers},
      matches as materialized (${firstOf(orders, countCap + 1)}),
      page as (${pageOf('matches', request)}),
      matching as (select 1 from matches limit ${countCap + 1})`;
  }
  return sql`
    with ${customers},
    merged as (${firstOf(sql`orders o`, offset + limit)}),
    page as (${pageOf('merged', request)}),
    matching as (
      select 1 from customers c
      cross join lateral (select 1 from orders o where ${where} limit ${countCap + 1}) m
      limit ${countCap + 1})`;
}

/** One page of the list and the capped count of matching orders, in one statement. */
export async function readOrderListPage(
  db: Executor,
  request: OrderListRequest,
): Promise<OrderListResult> {
  const pageAndCount =
    request.scope.kind === 'customers'
      ? scanCustomers({ ...request, scope: request.scope })
      : scanOrders(request);
  const result = await db.execute<OrderListResult>(sql`${pageAndCount}
    select (select count(*) from matching)::int as matching,
      ${orderListRows(request.sort)} as rows`);
  const row = result.rows[0];
  if (!row) throw new Error('the order list statement returned no row');
  return row;
}
