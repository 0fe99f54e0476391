import { orderListCountCap, type OrderListPage, type OrderListQuery } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import type { Viewer } from '../../lib/session.ts';
import { readInTimeZone } from './list-conditions.ts';
import { orderListFilters } from './order-list-filters.ts';
import { readOrderListPage } from './order-list-query.ts';
import { orderListReader, orderListScope } from './order-list-scope.ts';
import { orderListSort } from './order-list-sort.ts';

/**
 * GET /api/order: one page of the orders the viewer may see that match every filter
 * (docs/decisions/151). The route keeps the filters as the viewer's (saveFilters).
 */
export async function listOrders(
  db: Executor,
  viewer: Viewer,
  query: OrderListQuery,
): Promise<OrderListPage> {
  const reader = orderListReader(viewer);
  const scope = orderListScope(reader, query);
  const { page, pageSize } = query;
  const empty = { List: [], Page: page, PageSize: pageSize, Total: 0, TotalIsExact: true };
  if (scope.kind === 'none') return empty;
  const countCap = orderListCountCap(page, pageSize);
  const { matching, rows } = await readInTimeZone(query.timeZone, () =>
    readOrderListPage(db, {
      scope,
      filters: orderListFilters(query, scope.kind === 'customers' ? 'by-customer' : 'whole-list'),
      sort: orderListSort(query.sortBy, query.sortDesc),
      offset: (page - 1) * pageSize,
      limit: pageSize,
      countCap,
    }),
  );
  return {
    ...empty,
    List: rows,
    Total: Math.min(matching, countCap),
    TotalIsExact: matching <= countCap,
  };
}
