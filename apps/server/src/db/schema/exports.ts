import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';
import { site } from './sites.ts';

/** What an export writes, as checked when it was asked for (decision 166). */
export interface StoredExportRequest {
  level: string;
  /** The level's id or number; null for all categories and customer material numbers. */
  value: string | null;
  catalogId: number;
  preview: boolean;
  customerNumber: string | null;
  showPricing: boolean;
  showInventory: boolean;
}

const EXPORT_JOB_STATUSES = `'Queued', 'Running', 'Done', 'Failed', 'Cancelled'`;

/** A spreadsheet built in the background for one user; its file is kept until expires_at. */
export const exportJob = pgTable(
  'export_job',
  {
    exportJobId: uuid('export_job_id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.siteId, { onDelete: 'cascade' }),
    request: jsonb('request').$type<StoredExportRequest>().notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('Queued'),
    rowsTotal: integer('rows_total'),
    rowsWritten: integer('rows_written').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** Where the built file is, in the store of export files (never served as it is). */
    blobKey: text('blob_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last sign of life of the instance building it; a silent one's job is taken over. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('export_job_user_idx').on(t.userId, t.createdAt.desc()),
    index('export_job_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('Queued', 'Running')`),
    index('export_job_expiry_idx').on(t.expiresAt),
    check('export_job_status_known', sql.raw(`status in (${EXPORT_JOB_STATUSES})`)),
  ],
);

/**
 * A download key: its SHA-256 only, for one user, until it expires. It names a built job's
 * file, or a direct export to write when it is fetched.
 */
export const exportKey = pgTable(
  'export_key',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.siteId, { onDelete: 'cascade' }),
    exportJobId: uuid('export_job_id').references(() => exportJob.exportJobId, {
      onDelete: 'cascade',
    }),
    request: jsonb('request').$type<StoredExportRequest>(),
    fileName: text('file_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('export_key_expiry_idx').on(t.expiresAt)],
);
