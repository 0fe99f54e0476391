import {
  SAVED_INQUIRY_FILTER_KEYS,
  SAVED_ORDER_FILTER_KEYS,
  inquiryListQuery,
  orderListQuery,
  type InquiryListQuery,
  type OrderListQuery,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userOrderFilter, type SavedFilterList } from '../../db/schema/index.ts';

/** The searches of each list, as their query parameters arrive parsed. */
interface ListQueries {
  orders: OrderListQuery;
  inquiries: InquiryListQuery;
}

interface Kept<Q> {
  keys: readonly (keyof Q & string)[];
  /** Read off the contract, so that a kept search never repeats a default. */
  defaults: Q;
}

const kept: { [L in SavedFilterList]: Kept<ListQueries[L]> } = {
  orders: { keys: SAVED_ORDER_FILTER_KEYS, defaults: orderListQuery.parse({}) },
  inquiries: { keys: SAVED_INQUIRY_FILTER_KEYS, defaults: inquiryListQuery.parse({}) },
};

/** The query's filters that differ from the list's defaults, as the parameters that ask for them. */
export function filtersOf<L extends SavedFilterList>(
  list: L,
  query: ListQueries[L],
): Record<string, string> {
  const { keys, defaults }: Kept<ListQueries[L]> = kept[list];
  const filters: Record<string, string> = {};
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined && value !== defaults[key]) filters[key] = String(value);
  }
  return filters;
}

/** Keeps the viewer's last search of a list; a search the same as the one kept writes nothing. */
export async function saveListFilters<L extends SavedFilterList>(
  db: Executor,
  userId: number,
  list: L,
  query: ListQueries[L],
) {
  const filters = filtersOf(list, query);
  await db
    .insert(userOrderFilter)
    .values({ userId, list, filters })
    .onConflictDoUpdate({
      target: [userOrderFilter.userId, userOrderFilter.list],
      set: { filters, savedAt: sql`now()` },
      setWhere: sql`${userOrderFilter.filters} is distinct from excluded.filters`,
    });
}

/** GET /api/order/filters, GET /api/inquiry/filters: the kept search, empty when none is. */
export async function readListFilters(db: Executor, userId: number, list: SavedFilterList) {
  const [row] = await db
    .select({ filters: userOrderFilter.filters })
    .from(userOrderFilter)
    .where(and(eq(userOrderFilter.userId, userId), eq(userOrderFilter.list, list)));
  return { Filters: row?.filters ?? {} };
}
