import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';
import {
  authorizeCard,
  guestOrder,
  newIdempotencyKey,
  placedOrder,
  testGateway,
} from '../order/order-test-data.ts';

describe('links in e-mail', () => {
  let database: TestDatabase;
  let direct: App;
  // Behind a proxy TRUST_PROXY believes: X-Forwarded-Proto and -Host are the browser's.
  let proxied: App;
  const gateway = testGateway();
  let ip = 0;
  let email = '';
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedCartCatalogue(db);
    await createSite(db, { name: 'customers', hostNames: ['customers.localhost'] });
    await createSalesRep(db, { salesRepNumber: '5100' });
    email = (await createUser(db, { email: 'kim@example.com', salesReps: ['5100'] })).email;
    direct = await buildTestApp(db, undefined, { payments: gateway });
    proxied = await buildTestApp(db, undefined, { payments: gateway, trustProxy: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close()]);
    await database.drop();
  });

  /** The first link of the newest mail to an address, or null when none was queued since. */
  const newestLink = async (to: string, after: number): Promise<string | null> => {
    const [mail] = await database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.toAddress, to))
      .orderBy(desc(t.mailOutbox.mailId))
      .limit(1);
    if (!mail || mail.mailId <= after) return null;
    expect(mail.htmlBody ?? '').not.toMatch(/evil/);
    return /https?:\/\/\S+/.exec(mail.textBody)?.[0] ?? null;
  };
  const lastMailId = async () =>
    (await database.db.select({ id: t.mailOutbox.mailId }).from(t.mailOutbox)).reduce(
      (max, row) => Math.max(max, row.id),
      0,
    );

  const recoveryLink = async (app: App, headers: Record<string, string>) => {
    const before = await lastMailId();
    const challenge = await app.inject({
      url: '/api/Authentication/Challenge',
      headers: { host: 'customers.localhost' },
    });
    // Each call from an address of its own, past the proxy when there is one.
    const client = `10.12.0.${++ip}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      headers: { 'x-forwarded-for': client, ...headers },
      remoteAddress: app === proxied ? '127.0.0.1' : client,
      payload: { Username: email, Challenge: challenge.json().Challenge },
    });
    expect(res.statusCode).toBe(200);
    return newestLink(email, before);
  };

  const orderLink = async (app: App, headers: Record<string, string>) => {
    const to = `buyer${++ip}@example.com`;
    const order = guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 1 }], {
      Email: to,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/order/nocustomer',
      headers: { 'idempotency-key': newIdempotencyKey(), ...headers },
      payload: order,
    });
    expect(res.statusCode).toBe(200);
    const link = await newestLink(to, 0);
    expect(link).toMatch(new RegExp(`/order_summary/${placedOrder(res.json()).PublicKey}$`));
    return new URL(link!).origin;
  };

  it('carry the scheme, host and port the browser used', async () => {
    const recovery = await recoveryLink(direct, { host: 'customers.localhost:3999' });
    expect(recovery).toMatch(
      /^http:\/\/customers\.localhost:3999\/authentication\/reset-password\?/,
    );
    expect(await orderLink(direct, { host: 'sales.localhost:3999' })).toBe(
      'http://sales.localhost:3999',
    );
    expect(await orderLink(direct, { host: 'localhost' })).toBe('http://localhost');
  });

  it("follow a believed proxy's X-Forwarded-Proto and -Host, and nobody else's", async () => {
    const forwarded = {
      host: 'portal-backend:3000',
      'x-forwarded-host': 'customers.localhost:8443',
      'x-forwarded-proto': 'https',
    };
    expect(await recoveryLink(proxied, forwarded)).toMatch(
      /^https:\/\/customers\.localhost:8443\/authentication\//,
    );
    const saleForwarded = { ...forwarded, 'x-forwarded-host': 'sales.localhost:8443' };
    expect(await orderLink(proxied, saleForwarded)).toBe('https://sales.localhost:8443');
    // Without TRUST_PROXY the same headers are anybody's: the Host decides.
    const untrusted = { ...saleForwarded, host: 'sales.localhost:3999' };
    expect(await orderLink(direct, untrusted)).toBe('http://sales.localhost:3999');
  });

  it('never point at a host no site answers to', async () => {
    // Recovery mails no link at all; the answer is the same.
    expect(await recoveryLink(direct, { host: 'evil.example:3999' })).toBeNull();
    expect(
      await recoveryLink(proxied, {
        host: 'customers.localhost',
        'x-forwarded-host': 'evil.example',
      }),
    ).toBeNull();
    // An order is placed all the same; its link takes the site's own host name.
    expect(await orderLink(direct, { host: 'evil.example:3999' })).toBe('http://localhost:3999');
  });

  it('cannot be bent by a Host that is more than a host and a port', async () => {
    for (const host of [
      'customers.localhost:3999@evil.example',
      'customers.localhost:3999/@evil.example',
      'customers.localhost:3999\\@evil.example',
    ])
      expect(await recoveryLink(direct, { host })).toBeNull();
    expect(await orderLink(direct, { host: 'sales.localhost:3999@evil.example' })).toBe(
      'http://sales.localhost',
    );
  });
});
