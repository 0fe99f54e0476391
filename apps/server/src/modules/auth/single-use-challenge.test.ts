import { randomBytes } from 'node:crypto';
import { AccountMessage } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createRedisSpentChallenges } from '../../integrations/bot-check/redis-spent-challenges.ts';
import { removeExpiredChallenges } from '../../jobs/spent-challenge-cleanup.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('bot-check challenges are single-use', () => {
  let database: TestDatabase;
  // Two app instances on one database with one BOT_CHECK_SECRET, as behind a load balancer.
  let first: App;
  let second: App;
  let ip = 0;
  const refused = { Successful: false, Message: AccountMessage.challengeInvalid };
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: '4300' });
    const accounts = { botCheckSecret: randomBytes(32).toString('hex') };
    first = await buildTestApp(db, undefined, { accounts });
    second = await buildTestApp(db, undefined, { accounts });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await database.drop();
  });

  const challenge = async (app: App = first) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/Authentication/Challenge?action=signup',
        headers: { host: SALES_HOST },
      })
    ).json().Challenge as string;
  const post = (app: App, url: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: SALES_HOST },
      remoteAddress: `10.11.0.${++ip}`,
      payload,
    });
  const signup = (app: App, email: string, Challenge: string) =>
    post(app, '/api/Authentication/Signup', {
      Name: 'Dana',
      LastName: 'Reyes',
      Email: email,
      Password: 'Fresh-Start-9',
      SalesRepIds: ['4300'],
      Challenge,
    });
  const userExists = async (email: string) =>
    (await database.db.select().from(t.appUser).where(eq(t.appUser.username, email))).length > 0;

  it('refuses a sign-up replayed with a used challenge, as an invalid one, on any instance', async () => {
    const used = await challenge();
    expect((await signup(first, 'once@example.com', used)).statusCode).toBe(200);
    for (const app of [first, second]) {
      const replay = await signup(app, 'replay@example.com', used);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject(refused);
      expect(replay.json().Errors).toEqual({ Challenge: [AccountMessage.challengeInvalid] });
    }
    expect(await userExists('replay@example.com')).toBe(false);
  });

  it('lets exactly one of many simultaneous uses of one challenge through', async () => {
    const used = await challenge(second);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        signup(i % 2 ? first : second, `race${i}@example.com`, used),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('refuses a recovery replayed with a used challenge and sends no second mail', async () => {
    const user = await createUser(database.db, { email: 'kim@example.com', salesReps: ['4300'] });
    const used = await challenge();
    const request = (app: App) =>
      post(app, '/api/Account/ResetPassword', { Username: user.email, Challenge: used });
    expect((await request(first)).statusCode).toBe(200);
    const replay = await request(second);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject(refused);
    const mails = await database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(1);
  });

  it('a challenge spent on a recovery cannot open a sign-up', async () => {
    const used = await challenge();
    await post(first, '/api/Account/ResetPassword', { Username: 'x@example.com', Challenge: used });
    expect((await signup(second, 'after-recovery@example.com', used)).json()).toMatchObject(
      refused,
    );
  });

  it('forgets used challenges once they have expired, and only those', async () => {
    const { db } = database;
    const now = new Date('2026-11-24T12:00:00Z');
    await db.insert(t.spentBotChallenge).values([
      { challengeId: 'expired-one', expiresAt: new Date(now.getTime() - 1) },
      { challengeId: 'still-valid', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    expect(await removeExpiredChallenges(db, now)).toBeGreaterThanOrEqual(1);
    const left = (await db.select().from(t.spentBotChallenge)).map((r) => r.challengeId);
    expect(left).toContain('still-valid');
    expect(left).not.toContain('expired-one');
  });
});

describe('used challenges in Redis', () => {
  const prefix = `portal-test:${randomBytes(4).toString('hex')}:`;
  const store = createRedisSpentChallenges('redis://127.0.0.1:6379', prefix);
  afterAll(() => store.close());

  it('answers true for the first use only, across concurrent calls', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => store.spend('c1', expiresAt)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await store.spend('c2', expiresAt)).toBe(true);
  });

  it('keeps an id only until its challenge expires', async () => {
    expect(await store.spend('short', new Date(Date.now() + 50))).toBe(true);
    await new Promise((done) => setTimeout(done, 120));
    expect(await store.spend('short', new Date(Date.now() + 60_000))).toBe(true);
  });
});
