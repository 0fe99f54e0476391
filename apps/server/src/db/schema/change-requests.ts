import { changeRequestStatuses } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';
import { site } from './sites.ts';

/**
 * A request to change a model that someone else decides on (decisions 176, 179): a delete
 * request, or a proposal of field changes with the values they replace and the version they
 * were made at, and the reviewer's decision. The catalogue number is kept as text: the
 * request outlives the model it deletes.
 */
export const modelChangeRequest = pgTable(
  'model_change_request',
  {
    modelChangeRequestId: integer('model_change_request_id')
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('Submitted'),
    pcnCatalogNumber: text('pcn_catalog_number').notNull(),
    comment: text('comment'),
    /** A proposal's field changes by EntityPropertyName; null for a delete request. */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    /** The model's values the proposal replaces, as they were when it was made. */
    original: jsonb('original').$type<Record<string, unknown>>(),
    /** The model's version the request was made at. */
    baseVersion: text('base_version'),
    requestedBy: integer('requested_by').references(() => appUser.userId, {
      onDelete: 'set null',
    }),
    /** Kept as written then, like the change log's. */
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The site the request was made on: its mails link back there. */
    siteId: integer('site_id').references(() => site.siteId, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => appUser.userId, {
      onDelete: 'set null',
    }),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The reviewer's reason for a rejection or for asking changes. */
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('model_change_request_kind_known', sql`${t.kind} in ('Delete', 'Change')`),
    check(
      'model_change_request_status_known',
      sql.raw(`status in (${changeRequestStatuses.map((s) => `'${s}'`).join(', ')})`),
    ),
    // Keyset pages of the reviewer's queue by status, and of a proposer's own requests.
    index('model_change_request_status_id_idx').on(t.status, t.modelChangeRequestId),
    index('model_change_request_requester_idx').on(t.requestedBy, t.modelChangeRequestId),
    index('model_change_request_pcn_idx').on(t.pcnCatalogNumber),
    // One delete request of a model waits at a time (sent or sent back), also when two race.
    uniqueIndex('model_change_request_one_delete_uq')
      .on(t.pcnCatalogNumber)
      .where(sql`${t.kind} = 'Delete' and ${t.status} in ('Submitted', 'ChangesRequested')`),
  ],
);
