import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How far the portal has read a feed of the ERP: the cursor the ERP gave with its last page
 * (opaque to the portal). The row is locked while a page is applied, so one instance reads a
 * feed at a time.
 */
export const erpFeedCursor = pgTable('erp_feed_cursor', {
  feed: text('feed').primaryKey(),
  cursor: text('cursor'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
