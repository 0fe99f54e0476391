import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';
import { modelChangeRequest } from './change-requests.ts';

/**
 * The catalogue's change log: one row per changed field, or per created or deleted item
 * (field null), written in the transaction of the change (decision 167). The ancestor ids let
 * the log viewer list everything under a tree node; the catalogue number, a model's changes.
 */
export const catalogueChange = pgTable(
  'catalogue_change',
  {
    changeId: bigint('change_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => appUser.userId, { onDelete: 'set null' }),
    /** Kept as written then, so the log still names someone whose account is gone. */
    userName: text('user_name').notNull(),
    entityName: text('entity_name').notNull(),
    entityId: integer('entity_id').notNull(),
    entityTitle: text('entity_title').notNull(),
    action: text('action').notNull(),
    field: text('field'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    categoryId: integer('category_id'),
    productClassId: integer('product_class_id'),
    manufacturingSeriesId: integer('manufacturing_series_id'),
    productId: integer('product_id'),
    catalogNumber: text('catalog_number'),
    /** A change applied from an approved change request: the reviewer, and the request. */
    approvedByUserId: integer('approved_by_user_id').references(() => appUser.userId, {
      onDelete: 'set null',
    }),
    approvedByName: text('approved_by_name'),
    changeRequestId: integer('change_request_id').references(
      () => modelChangeRequest.modelChangeRequestId,
      { onDelete: 'set null' },
    ),
  },
  (t) => [
    check('catalogue_change_action_known', sql`${t.action} in ('Created', 'Updated', 'Deleted')`),
    index('catalogue_change_entity_idx').on(t.entityName, t.entityId, t.changeId.desc()),
    index('catalogue_change_category_idx')
      .on(t.categoryId, t.changeId.desc())
      .where(sql`${t.categoryId} is not null`),
    index('catalogue_change_class_idx')
      .on(t.productClassId, t.changeId.desc())
      .where(sql`${t.productClassId} is not null`),
    index('catalogue_change_series_idx')
      .on(t.manufacturingSeriesId, t.changeId.desc())
      .where(sql`${t.manufacturingSeriesId} is not null`),
    index('catalogue_change_product_idx')
      .on(t.productId, t.changeId.desc())
      .where(sql`${t.productId} is not null`),
    index('catalogue_change_catalog_number_idx')
      .on(t.catalogNumber, t.changeId.desc())
      .where(sql`${t.catalogNumber} is not null`),
  ],
);
