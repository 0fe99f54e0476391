import type { InquiryRow, InquiryStatus } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OrderListScope } from '../order/order-list-scope.ts';
import { orderBy, type ListSort } from '../order/order-list-sort.ts';
import { inquiryListRows } from './inquiry-list-row.ts';

type CustomerScope = Extract<OrderListScope, { kind: 'customers' }>;

export interface InquiryListRequest {
  scope: { kind: 'all' } | CustomerScope;
  /** The status tab. */
  status: InquiryStatus;
  filters: SQL[];
  /** The filters narrow the tab to few inquiries (inquiry-list-filters.ts, narrowsToFew). */
  narrow: boolean;
  sort: ListSort;
  offset: number;
  limit: number;
}

interface InquiryListResult extends Record<string, unknown> {
  /** Every matching inquiry, counted. */
  matching: number;
  rows: InquiryRow[];
}

const all = (conditions: SQL[]): SQL => sql.join(conditions, sql` and `);

/** The page cut from `matches` (inquiry_id, sort_key), which hold it. */
const pageOf = (matches: SQL, { sort, offset, limit }: InquiryListRequest): SQL => sql`
  select m.inquiry_id, m.sort_key from ${matches} m
  order by ${orderBy(sort, sql`m.sort_key`, sql`m.inquiry_id`)} limit ${limit} offset ${offset}`;

/**
 * Every customer's inquiries. Narrowed to few, the matches are read once from the search
 * indexes, for page and count. Otherwise the page is read in sort order from an index on the
 * status tab and the sort value (inquiry_status_*_idx), stopping after it, and the matches are
 * counted apart, from inquiry_status_customer_idx alone when the filters are customer terms.
 */
function scanInquiries(request: InquiryListRequest): SQL {
  const { status, filters, sort, offset, limit, narrow } = request;
  const where = all([sql`i.status = ${status}`, ...filters]);
  const matches = sql`select i.inquiry_id, ${sort.key} as sort_key from inquiry i where ${where}`;
  if (narrow)
    return sql`
      with matches as materialized (${matches}),
      page as (${pageOf(sql`matches`, request)}),
      matching as (select count(*)::int as n from matches)`;
  return sql`
    with page as (${matches}
      order by ${orderBy(sort, sort.key, sql`i.inquiry_id`)} limit ${limit} offset ${offset}),
    matching as (select count(*)::int as n from inquiry i where ${where})`;
}

/**
 * The inquiries of a set of customers, customer by customer: each one's inquiries in the tab
 * are read from inquiry_customer_status_idx alone, which holds every column the filters and
 * sorts read. They are read first (offset 0 keeps the planner from merging the subquery) and
 * filtered after, so that the list-wide search indexes are not combined with the customer's
 * once per customer; the matches are gathered once for page and count.
 */
function scanCustomers(scope: CustomerScope, request: InquiryListRequest): SQL {
  const { status, filters, sort } = request;
  return sql`
    with customers(customer_number) as materialized (${scope.numbers}),
    matches as materialized (
      select i.inquiry_id, ${sort.key} as sort_key from customers c
      cross join lateral (
        select inquiry_id, customer_number, inquiry_date, customer_name, order_id from inquiry
        where customer_number = c.customer_number and status = ${status} offset 0) i
      where ${all([scope.guard, ...filters])}),
    page as (${pageOf(sql`matches`, request)}),
    matching as (select count(*)::int as n from matches)`;
}

/** One page of the list and the exact count of matching inquiries, in one statement. */
export async function readInquiryListPage(
  db: Executor,
  request: InquiryListRequest,
): Promise<InquiryListResult> {
  const { scope } = request;
  const pageAndCount =
    scope.kind === 'customers' ? scanCustomers(scope, request) : scanInquiries(request);
  const result = await db.execute<InquiryListResult>(sql`${pageAndCount}
    select (select n from matching) as matching, ${inquiryListRows(request.sort)} as rows`);
  const row = result.rows[0];
  if (!row) throw new Error('the inquiry list statement returned no row');
  return row;
}
