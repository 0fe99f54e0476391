import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';

/** The lists whose last search a user keeps (saveFilters): the order list and the inquiry list. */
export const SAVED_FILTER_LISTS = ['orders', 'inquiries'] as const;
export type SavedFilterList = (typeof SAVED_FILTER_LISTS)[number];

/** The filters a user last searched a list with: one row per user and list. */
export const userOrderFilter = pgTable(
  'user_order_filter',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    list: text('list').$type<SavedFilterList>().notNull(),
    /** The search's query parameters that differ from the defaults, page left out. */
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.list] }),
    check('user_order_filter_list_known', sql`${t.list} in ('orders', 'inquiries')`),
  ],
);
