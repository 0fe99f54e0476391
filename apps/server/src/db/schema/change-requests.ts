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

/**
 * A request to change a model that someone else decides on (decision 176): today a delete
 * request with its comment; the proposals of change requests (issue 19, requirement 3) are
 * rows of the same table with the proposed field changes and the version they were made at.
 * The catalogue number is kept as text: the request outlives the model it deletes.
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
    /** The model's version the request was made at. */
    baseVersion: text('base_version'),
    requestedBy: integer('requested_by').references(() => appUser.userId, {
      onDelete: 'set null',
    }),
    /** Kept as written then, like the change log's. */
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('model_change_request_kind_known', sql`${t.kind} in ('Delete', 'Change')`),
    index('model_change_request_status_idx').on(t.status, t.requestedAt),
    index('model_change_request_pcn_idx').on(t.pcnCatalogNumber),
    // One delete request of a model waits at a time, also when two are sent at once.
    uniqueIndex('model_change_request_one_delete_uq')
      .on(t.pcnCatalogNumber)
      .where(sql`${t.kind} = 'Delete' and ${t.status} = 'Submitted'`),
  ],
);
