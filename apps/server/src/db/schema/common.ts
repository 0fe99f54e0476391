import { boolean, integer, text } from 'drizzle-orm/pg-core';

/** Fields every catalogue item carries (spec: Name, DisplayName, Visible, IsPreview, OrderBy). */
export const catalogItemColumns = () => ({
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  visible: boolean('visible').notNull().default(true),
  isPreview: boolean('is_preview').notNull().default(false),
  orderBy: integer('order_by').notNull().default(0),
});
