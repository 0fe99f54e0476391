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
 * Every order or the orders of no customer: one ordered scan, which an index on the sort
 * value and the order id reads in order and stops after the page; the count stops at the cap.
 */
function scanOrders({ scope, filters, sort, offset, limit, countCap }: OrderListRequest) {
  const where = all([
    scope.kind === 'without-customer'
      ? sql`o.customer_number is null`
      : sql`o.customer_number is not null`,
    ...filters,
  ]);
  return sql`
    with page as (
      select o.order_id, ${sort.key} as sort_key from orders o where ${where}
      order by ${orderBy(sort, sort.key, sql`o.order_id`)}
      limit ${limit} offset ${offset}),
    matching as (select 1 from orders o where ${where} limit ${countCap + 1})`;
}

/**
 * The orders of a set of customers: each customer's first offset + limit orders in sort
 * order (an index on the customer and the sort value reads just those), merged, then the
 * page cut from the merge. The count walks customer after customer and stops at the cap.
 */
function scanCustomers(request: OrderListRequest & { scope: { kind: 'customers' } }) {
  const { scope, filters, sort, offset, limit, countCap } = request;
  const where = all([sql`o.customer_number = c.customer_number`, scope.guard, ...filters]);
  // With filters, a customer's orders are read first (offset 0 keeps the planner from merging
  // the subquery) and filtered after: otherwise it combines the customer's index with the
  // list-wide search indexes (trigram, prefix) once per customer, which costs far more.
  const orders =
    filters.length === 0
      ? sql`orders o`
      : sql`(select * from orders where customer_number = c.customer_number offset 0) o`;
  return sql`
    with customers(customer_number) as materialized (${scope.numbers}),
    page as (
      select m.order_id, m.sort_key from customers c
      cross join lateral (
        select o.order_id, ${sort.key} as sort_key from ${orders} where ${where}
        order by ${orderBy(sort, sort.key, sql`o.order_id`)}
        limit ${offset + limit}) m
      order by ${orderBy(sort, sql`m.sort_key`, sql`m.order_id`)}
      limit ${limit} offset ${offset}),
    matching as (
      select 1 from customers c
      cross join lateral (select 1 from ${orders} where ${where} limit ${countCap + 1}) m
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
