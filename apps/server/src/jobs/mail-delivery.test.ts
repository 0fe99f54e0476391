import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema/index.ts';
import { queueMail } from '../modules/mail/outbox.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { deliverMail, type MailTransport, type OutgoingMail } from './mail-delivery.ts';

const FROM = 'Replacement Parts <no-reply@parts.localhost>';

/** nodemailer's JSON transport: builds the real message, keeps it instead of sending it. */
function jsonTransport(sent: { envelope: { to: string[] }; subject: string }[]): MailTransport {
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  return {
    send: async (message: OutgoingMail) => {
      const info = await transporter.sendMail(message);
      const built = JSON.parse(String(info.message)) as { subject: string };
      sent.push({ envelope: info.envelope as { to: string[] }, subject: built.subject });
    },
    close: () => transporter.close(),
  };
}

describe('mail delivery job', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('sends waiting mail once and marks it sent', async () => {
    const id = await queueMail(database.db, {
      to: 'ada@example.com',
      subject: 'Order 1',
      text: 'Thanks',
    });
    const sent: { envelope: { to: string[] }; subject: string }[] = [];
    expect(await deliverMail(database.db, jsonTransport(sent), FROM)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent.map((m) => [m.envelope.to, m.subject])).toEqual([[['ada@example.com'], 'Order 1']]);
    const [row] = await database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.mailId, id));
    expect(row!.sentAt).not.toBeNull();
    expect(await deliverMail(database.db, jsonTransport(sent), FROM)).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(sent).toHaveLength(1);
  });

  it('keeps a message the server refused, with the reason, for a later run', async () => {
    const id = await queueMail(database.db, {
      to: 'bob@example.com',
      subject: 'Order 2',
      text: 'Thanks',
    });
    const refusing: MailTransport = {
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
      close: () => {},
    };
    expect(await deliverMail(database.db, refusing, FROM)).toEqual({ sent: 0, failed: 1 });
    const [row] = await database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.mailId, id));
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.lastError).toContain('550 mailbox unavailable');
    const sent: { envelope: { to: string[] }; subject: string }[] = [];
    expect(await deliverMail(database.db, jsonTransport(sent), FROM)).toEqual({
      sent: 1,
      failed: 0,
    });
  });
});
