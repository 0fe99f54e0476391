import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';
import { site } from './sites.ts';

/** A policy document a site's users must accept; the PDF lives in the blob store. */
export const siteDocument = pgTable(
  'site_document',
  {
    siteDocumentId: integer('site_document_id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.siteId, { onDelete: 'cascade' }),
    documentName: text('document_name').notNull(),
    /** File name under /d/; unique across sites. */
    documentUrl: text('document_url').notNull(),
    blobKey: text('blob_key').notNull(),
    active: boolean('active').notNull().default(true),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [
    uniqueIndex('site_document_url_key').on(t.documentUrl),
    index('site_document_site_idx').on(t.siteId, t.orderBy),
  ],
);

export const documentAcceptance = pgTable(
  'document_acceptance',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    siteDocumentId: integer('site_document_id')
      .notNull()
      .references(() => siteDocument.siteDocumentId, { onDelete: 'cascade' }),
    accepted: boolean('accepted').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteDocumentId] })],
);
