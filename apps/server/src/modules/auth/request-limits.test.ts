import { Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { recentMail } from '../mail/outbox.ts';
import { accountsFromConfig } from './accounts-config.ts';

describe('sign-up and recovery limits taken from the configuration', () => {
  let database: TestDatabase;
  let app: App;
  let user: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    user = await createUser(db, { roles: [Role.SalesRep] });
    const config = loadConfig({
      SIGNUP_LIMIT_PER_HOUR: '2',
      RECOVERY_LIMIT_PER_HOUR: '3',
      RECOVERY_MAILS_PER_HOUR: '1',
    });
    app = await buildTestApp(db, undefined, { accounts: accountsFromConfig(config) });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const challenge = async () =>
    (
      await app.inject({
        url: '/api/Authentication/Challenge?action=signup',
        headers: { host: SALES_HOST },
      })
    ).json().Challenge as string;
  const post = async (url: string, payload: object, remoteAddress: string) =>
    (
      await app.inject({
        method: 'POST',
        url,
        headers: { host: SALES_HOST },
        remoteAddress,
        payload: { ...payload, Challenge: await challenge() },
      })
    ).statusCode;
  const signup = (i: number, remoteAddress: string) =>
    post(
      '/api/Authentication/Signup',
      {
        Name: 'Dana',
        LastName: 'Reyes',
        Email: `limit${i}@example.com`,
        Password: 'Fresh-Start-9',
        SalesRepIds: ['999999'],
      },
      remoteAddress,
    );

  it('refuses the third sign-up of an hour from one address when the limit is 2', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await signup(i, '10.20.0.1'));
    // The unknown sales rep id is refused (400) until the address is over its limit (429).
    expect(statuses).toEqual([400, 400, 429]);
    expect(await signup(9, '10.20.0.2')).toBe(400);
  });

  it('refuses the fourth recovery request of an hour from one address when the limit is 3', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        await post('/api/Account/ResetPassword', { Username: 'nobody@example.com' }, '10.20.1.1'),
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('mails one recovery link an hour to an account when the limit is 1', async () => {
    for (const address of ['10.20.2.1', '10.20.2.2'])
      expect(await post('/api/Account/ResetPassword', { Username: user.username }, address)).toBe(
        200,
      );
    expect(await recentMail(database.db, 10, user.email)).toHaveLength(1);
  });

  it('refuses bot-check challenges past three per allowed sign-up and recovery (15)', async () => {
    const fetch = async (remoteAddress: string) =>
      app.inject({
        url: '/api/Authentication/Challenge?action=signup',
        headers: { host: SALES_HOST },
        remoteAddress,
      });
    const statuses = [];
    for (let i = 0; i < 16; i++) statuses.push((await fetch('10.20.3.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(15).fill(200), 429]);
    expect((await fetch('10.20.3.1')).json()).toEqual({
      Successful: false,
      Message: 'Too many requests. Please try again later.',
    });
    expect((await fetch('10.20.3.2')).statusCode).toBe(200);
  });
});
