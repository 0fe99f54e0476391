import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links in it are what the recipient follows. */
  text: string;
  html?: string;
}

/** Queues a message in the caller's transaction, so it goes out only if that commits. */
export async function queueMail(db: Executor, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
    })
    .returning({ mailId: mailOutbox.mailId });
  return row!.mailId;
}

export interface OutboxMail {
  mailId: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const columns = {
  mailId: mailOutbox.mailId,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  textBody: mailOutbox.textBody,
  htmlBody: mailOutbox.htmlBody,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** The newest messages first, optionally only those to one address (case-insensitive). */
export async function recentMail(db: Executor, limit: number, to?: string): Promise<OutboxMail[]> {
  const query = db.select(columns).from(mailOutbox);
  const filtered = to ? query.where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`) : query;
  return filtered.orderBy(desc(mailOutbox.mailId)).limit(limit);
}

export async function readMail(db: Executor, mailId: number): Promise<OutboxMail | null> {
  const [row] = await db.select(columns).from(mailOutbox).where(eq(mailOutbox.mailId, mailId));
  return row ?? null;
}
