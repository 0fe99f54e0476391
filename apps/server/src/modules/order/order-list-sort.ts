import { ORDER_STATUSES, type OrderSortKey } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The order's Total: its items' total prices, cancelled items counting 0 (portals §4), kept on
 * the order by whatever writes the items, so that an index serves the sort (decision 151).
 */
export const itemsTotal: SQL = sql`o.items_total`;

// Written out rather than bound so that an index on the same expression can serve the sort
// (the schema's orders_list_status_idx spells it the same way).
const statusRank = sql.raw(
  `array_position(array[${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[], o.status)`,
);

/**
 * What each sortable column orders by, on `orders o`. Statuses sort in the order an order
 * moves through them; customer names without regard to case; empty values (an order the ERP
 * has not numbered or dated yet) before every value, so last when descending.
 */
const sortKeys: Record<OrderSortKey, SQL> = {
  SalesOrderNumber: sql`o.sales_order_number`,
  OrderDate: sql`o.order_date`,
  CustomerPurchaseOrderNumber: sql`o.customer_purchase_order_number`,
  CustomerName: sql`lower(o.customer_name)`,
  ExpectedShippingDate: sql`o.expected_shipping_date`,
  OrderStatus: statusRank,
  Total: itemsTotal,
};

/** How a list (of orders, of inquiries) sorts its rows. */
export interface ListSort {
  /** The sort value of a row, on the list's table. */
  key: SQL;
  direction: SQL;
}

export type OrderListSort = ListSort;

// Empty values smallest: the order of an index declared `desc` (DESC NULLS LAST), read forwards
// when descending and backwards when ascending. Any other spelling, even on a column that is
// never empty, keeps the planner from reading such an index in order.
export const listSort = (key: SQL, descending: boolean): ListSort => ({
  key,
  direction: descending ? sql`desc nulls last` : sql`asc nulls first`,
});

export const orderListSort = (sortBy: OrderSortKey, descending: boolean): OrderListSort =>
  listSort(sortKeys[sortBy], descending);

/**
 * The sort value, then the row's id in the same direction: a total order, so that a page
 * boundary never falls between equal values differently from one request to the next.
 */
export const orderBy = (sort: ListSort, key: SQL, id: SQL): SQL =>
  sql`${key} ${sort.direction}, ${id} ${sort.direction}`;
