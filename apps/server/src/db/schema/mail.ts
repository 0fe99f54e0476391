import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the portal sends is first a row here, written in the transaction of what
 * caused it (an order, a recovery request). A worker delivers it when SMTP is configured;
 * otherwise it stays here and /dev/mail shows it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mailId: integer('mail_id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  // /dev/mail lists one recipient's messages, newest first.
  (t) => [index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`, t.mailId)],
);
