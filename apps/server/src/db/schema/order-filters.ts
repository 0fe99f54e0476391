import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';

/** The order-list filters a user last searched with (saveFilters): one row per user. */
export const userOrderFilter = pgTable('user_order_filter', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => appUser.userId, { onDelete: 'cascade' }),
  /** The search's query parameters that differ from the defaults, page left out. */
  filters: jsonb('filters').$type<Record<string, string>>().notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
