import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

const MAX_ATTEMPTS = 5;
const BATCH = 20;

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where mail leaves the portal: an SMTP server in production. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * Sends unsent outbox mail and marks it sent; a failure is counted and retried on a later
 * run, up to five times. Rows are claimed with SKIP LOCKED, so two workers never send one
 * message twice.
 */
export async function deliverMail(
  db: Database,
  transport: MailTransport,
  from: string,
): Promise<{ sent: number; failed: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.mailId))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      try {
        await transport.send({
          from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
        });
        await tx
          .update(mailOutbox)
          .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
          .where(eq(mailOutbox.mailId, row.mailId));
        sent++;
      } catch (error) {
        await tx
          .update(mailOutbox)
          .set({
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: String(error).slice(0, 500),
          })
          .where(eq(mailOutbox.mailId, row.mailId));
      }
    }
    return { sent, failed: rows.length - sent };
  });
}
