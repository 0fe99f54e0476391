import { SAVED_ORDER_FILTER_KEYS, orderListQuery, type OrderListQuery } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userOrderFilter } from '../../db/schema/index.ts';

/** The defaults, read off the contract so that a saved search never repeats one. */
const DEFAULTS = orderListQuery.parse({});

/** The query's filters that differ from the defaults, as the parameters that ask for them. */
export function filtersOf(query: OrderListQuery): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const key of SAVED_ORDER_FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== DEFAULTS[key]) filters[key] = String(value);
  }
  return filters;
}

/** Keeps the viewer's last search; a search the same as the one kept writes nothing. */
export async function saveOrderFilters(db: Executor, userId: number, query: OrderListQuery) {
  const filters = filtersOf(query);
  await db
    .insert(userOrderFilter)
    .values({ userId, filters })
    .onConflictDoUpdate({
      target: userOrderFilter.userId,
      set: { filters, savedAt: sql`now()` },
      setWhere: sql`${userOrderFilter.filters} is distinct from excluded.filters`,
    });
}

export async function readOrderFilters(db: Executor, userId: number) {
  const [row] = await db
    .select({ filters: userOrderFilter.filters })
    .from(userOrderFilter)
    .where(eq(userOrderFilter.userId, userId));
  return { Filters: row?.filters ?? {} };
}
