import { AccountMessage, Role } from '@portal/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createRedisThrottleStore } from './redis-throttle-store.ts';

describe('failed-login throttling', () => {
  let database: TestDatabase;
  let app: App;
  let clock = Date.now();
  let user: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: '9100' });
    user = await createUser(db, { roles: [Role.SalesRep], salesReps: ['9100'] });
    app = await buildTestApp(db, undefined, {
      accounts: { now: () => clock, passwordMaxAgeDays: 0 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const login = (Username: string, Password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      headers: { host: SALES_HOST },
      payload: { Username, Password },
    });

  it('slows a name after 3 failures, even for the right password, until the wait is over', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(user.username, 'Wrong-Pass-1')).statusCode).toBe(401);
    const slowed = await login(user.username, user.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({
      Successful: false,
      Message: AccountMessage.tooManyAttempts,
      CodeString: 'LockedOut',
    });
    expect(slowed.headers['retry-after']).toBe('1');
    clock += 1100;
    expect((await login(user.username, user.password)).statusCode).toBe(200);
    // A success clears the count.
    expect((await login(user.username, 'Wrong-Pass-1')).statusCode).toBe(401);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('locks a name for 15 minutes after 10 failures, known or not', async () => {
    for (const name of [user.username, 'ghost@example.com']) {
      for (let i = 0; i < 10; i++) {
        const res = await login(name, 'Wrong-Pass-1');
        expect(res.statusCode).toBe(401);
        clock += 60_000;
      }
      const locked = await login(name, name === user.username ? user.password : 'Wrong-Pass-1');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    }
    clock += 15 * 60_000;
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });
});

describe('the Redis throttle store', () => {
  const store = createRedisThrottleStore(
    'redis://127.0.0.1:6379',
    `portal-test:${randomBytes(4).toString('hex')}:`,
  );
  afterAll(() => store.close());

  it('counts hits in a window, blocks until a time and clears', async () => {
    const now = Date.now();
    expect(await store.hit('k', 60_000, now)).toBe(1);
    expect(await store.hit('k', 60_000, now)).toBe(2);
    expect(await store.blockedUntil('k', now)).toBeNull();
    await store.block('k', now + 30_000, now);
    expect(await store.blockedUntil('k', now)).toBe(now + 30_000);
    expect(await store.blockedUntil('k', now + 31_000)).toBeNull();
    await store.clear('k');
    expect(await store.hit('k', 60_000, now)).toBe(1);
    await store.clear('k');
  });

  it('counts several hits at once, and none to read the count', async () => {
    const now = Date.now();
    expect(await store.hit('n', 60_000, now, 0)).toBe(0);
    expect(await store.hit('n', 60_000, now, 3)).toBe(3);
    expect(await store.hit('n', 60_000, now, 0)).toBe(3);
    await store.clear('n');
  });
});
