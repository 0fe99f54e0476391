import { orderListCountCap, type OrderListPage, type OrderListQuery } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { orderListFilters } from './order-list-filters.ts';
import { readOrderListPage } from './order-list-query.ts';
import { orderListReader, orderListScope } from './order-list-scope.ts';
import { orderListSort } from './order-list-sort.ts';

/** PostgreSQL's invalid_parameter_value: here only a time zone its own data does not know. */
const UNKNOWN_TIME_ZONE = '22023';

const sqlState = (error: unknown): unknown => {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code ?? cause?.code;
};

/**
 * GET /api/order: one page of the orders the viewer may see that match every filter
 * (docs/decisions/151). Saving the filters per user (saveFilters) is not done yet.
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
  try {
    const { matching, rows } = await readOrderListPage(db, {
      scope,
      filters: orderListFilters(query, scope.kind === 'customers' ? 'by-customer' : 'whole-list'),
      sort: orderListSort(query.sortBy, query.sortDesc),
      offset: (page - 1) * pageSize,
      limit: pageSize,
      countCap,
    });
    return {
      ...empty,
      List: rows,
      Total: Math.min(matching, countCap),
      TotalIsExact: matching <= countCap,
    };
  } catch (error) {
    if (sqlState(error) !== UNKNOWN_TIME_ZONE) throw error;
    const message = `timeZone ${query.timeZone} is unknown`;
    throw new ValidationFailed(message, { timeZone: [message] });
  }
}
