import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { servesDevMail } from './dev-mail-routes.ts';
import { queueMail, recentMail } from './outbox.ts';

describe('mail outbox', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('keeps a message only when the transaction that queued it commits', async () => {
    const { db } = database;
    await db
      .transaction(async (tx) => {
        await queueMail(tx, { to: 'lost@example.com', subject: 'Never sent', text: 'x' });
        throw new Error('roll back');
      })
      .catch(() => {});
    await db.transaction((tx) =>
      queueMail(tx, { to: 'Kept@Example.com', subject: 'Sent', text: 'y' }),
    );
    expect(await recentMail(db, 10, 'lost@example.com')).toEqual([]);
    expect((await recentMail(db, 10, 'kept@example.com')).map((m) => m.subject)).toEqual(['Sent']);
  });

  it('lists messages newest first at /dev/mail and makes links in a message clickable', async () => {
    const link = 'http://customers.localhost:3000/authentication/reset-password?code=abc&id=7';
    const mailId = await queueMail(database.db, {
      to: 'dealer@example.com',
      subject: 'Recover your password',
      text: `Open ${link} within an hour.`,
    });
    const list = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(`href="/dev/mail/${mailId}"`);
    expect(list.body.indexOf('Recover your password')).toBeLessThan(list.body.indexOf('Sent'));

    const one = await app.inject({ method: 'GET', url: `/dev/mail/${mailId}` });
    expect(one.body).toContain(`<a href="${link.replace('&', '&amp;')}">`);
  });

  it('escapes what a message holds', async () => {
    const mailId = await queueMail(database.db, {
      to: 'x@example.com',
      subject: '<script>alert(1)</script>',
      text: '<img src=x onerror=alert(1)>',
    });
    const one = await app.inject({ method: 'GET', url: `/dev/mail/${mailId}` });
    expect(one.body).not.toContain('<script>alert');
    expect(one.body).not.toContain('<img src=x');
    expect(one.body).toContain('&lt;script&gt;');
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mail/99999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mail/abc' })).statusCode).toBe(400);
  });

  it('hides the outbox from callers that are not on this machine', async () => {
    const mailId = await queueMail(database.db, {
      to: 'admin@example.com',
      subject: 'Recover your password',
      text: 'Open http://sales.localhost/authentication/reset-password?code=secret-code&id=1',
    });
    const tries = [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '::ffff:198.51.100.4' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      { headers: { forwarded: 'for=203.0.113.7' } },
      { headers: { host: 'rebound.example.com:3000' } },
    ];
    for (const options of tries) {
      for (const url of ['/dev/mail', `/dev/mail/${mailId}`]) {
        const res = await app.inject({ method: 'GET', url, ...options });
        expect([options, url, res.statusCode]).toEqual([options, url, 404]);
        expect(res.body).not.toContain('secret-code');
      }
    }
    const local = await app.inject({
      method: 'GET',
      url: `/dev/mail/${mailId}`,
      remoteAddress: '::1',
      headers: { host: 'sales.localhost:3000' },
    });
    expect(local.body).toContain('secret-code');
  });

  it('is served only with the embedded database and no SMTP server', () => {
    expect(servesDevMail({})).toBe(true);
    expect(servesDevMail({ DATABASE_URL: 'postgres://db.example.com/portal' })).toBe(false);
    expect(servesDevMail({ SMTP_URL: 'smtp://mail.example.com' })).toBe(false);
  });
});
