import { Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createCacheRegistry, type CacheRegistry } from '../../lib/named-cache.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createPolicyDocument,
  createSalesRep,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { CUSTOMERS_HOST, SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const TOKEN = 'cache-admin-token-for-tests';

describe('cache admin API', () => {
  let database: TestDatabase;
  let caches: CacheRegistry;
  let app: App;
  let closed: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    caches = createCacheRegistry();
    app = await buildTestApp(database.db, caches, { adminToken: TOKEN });
    closed = await buildTestApp(database.db, createCacheRegistry());
  });
  afterAll(async () => {
    await app.close();
    await closed.close();
    await database.drop();
  });

  const get = (url: string, token?: string, on = app) =>
    on.inject({
      url,
      headers: { host: 'localhost', ...(token ? { 'x-admin-token': token } : {}) },
    });

  it('lists the named caches with their entry counts to the token holder', async () => {
    const products = caches.create<string>('test-products', { max: 10, ttlMs: 60_000 });
    products.set('a', '1');
    products.set('b', '2');
    const res = await get('/api/cache', TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ Name: 'test-products', EntryCount: 2 });
  });

  it('clears one cache by name and leaves the others', async () => {
    const one = caches.create<string>('test-one', { max: 10, ttlMs: 60_000 });
    const two = caches.create<string>('test-two', { max: 10, ttlMs: 60_000 });
    one.set('k', 'v');
    two.set('k', 'v');
    const res = await get('/api/cache/clear/test-one', TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Successful: true, Name: 'test-one' });
    expect([one.size, two.size]).toEqual([0, 1]);
  });

  it('answers 404 for a cache that does not exist', async () => {
    const res = await get('/api/cache/clear/no-such-cache', TOKEN);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('No cache is named no-such-cache.');
  });

  it.each([
    ['without a token', undefined],
    ['with a wrong token', 'not-the-admin-token'],
  ])('answers 403 Access Denied %s and clears nothing', async (_name, token) => {
    const kept = caches.create<string>('test-kept', { max: 10, ttlMs: 60_000 });
    kept.set('k', 'v');
    for (const url of ['/api/cache', '/api/cache/clear/test-kept']) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Successful: false, Message: 'Access Denied' });
    }
    expect(kept.size).toBe(1);
  });

  it('is closed to everyone when no ADMIN_TOKEN is configured', async () => {
    const res = await get('/api/cache', TOKEN, closed);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Access Denied');
  });
});

describe('cache admin API for signed-in users', () => {
  let database: TestDatabase;
  let caches: CacheRegistry;
  let app: App;
  type Caller =
    'anonymous' | 'customer' | 'salesRep' | 'admin' | 'deactivatedAdmin' | 'pendingAdmin';
  const headers = {} as Record<Caller, Record<string, string>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    caches = createCacheRegistry();
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    const customers = await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST] });
    // Only the customer portal has a document to accept: an admin signing in there is pending.
    await createPolicyDocument(db, { siteId: customers.siteId });
    await createSalesRep(db, { salesRepNumber: 'R1' });
    await createCustomer(db, { customerNumber: 'C1', salesReps: ['R1'] });
    const admin = await createUser(db, { roles: [Role.CustomerAdmin] });
    const users = {
      customer: await createUser(db, { roles: [Role.Customer], customers: ['C1'] }),
      salesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: ['R1'] }),
      admin,
      deactivatedAdmin: await createUser(db, { roles: [Role.CustomerAdmin] }),
    };
    app = await buildTestApp(db, caches, { adminToken: TOKEN });
    headers.anonymous = { host: SALES_HOST };
    for (const [caller, user] of Object.entries(users))
      headers[caller as Caller] = (await signIn(app, user.username, user.password)).cookie;
    headers.pendingAdmin = (
      await signIn(app, admin.username, admin.password, CUSTOMERS_HOST)
    ).cookie;
    await app.inject({
      method: 'POST',
      url: `/api/user/activate/${users.deactivatedAdmin.userId}`,
      headers: headers.admin,
      payload: { Comment: 'moved on', Disabled: true },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('lists and clears the caches for a signed-in customer admin without a token', async () => {
    const kept = caches.create<string>('signed-in-list', { max: 10, ttlMs: 60_000 });
    kept.set('k', 'v');
    const list = await app.inject({ url: '/api/cache', headers: headers.admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ Name: 'signed-in-list', EntryCount: 1 });
    const cleared = await app.inject({
      url: '/api/cache/clear/signed-in-list',
      headers: headers.admin,
    });
    expect(cleared.json()).toEqual({ Successful: true, Name: 'signed-in-list' });
    expect(kept.size).toBe(0);
  });

  it.each(['anonymous', 'customer', 'salesRep', 'deactivatedAdmin', 'pendingAdmin'] as const)(
    'answers Access Denied to the %s and clears nothing',
    async (caller) => {
      const kept = caches.create<string>(`kept-from-${caller}`, { max: 10, ttlMs: 60_000 });
      kept.set('k', 'v');
      for (const url of ['/api/cache', `/api/cache/clear/kept-from-${caller}`]) {
        const res = await app.inject({ url, headers: headers[caller] });
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          403,
          { Successful: false, Message: 'Access Denied' },
        ]);
      }
      expect(kept.size).toBe(1);
    },
  );

  it('still opens to the token for a signed-in user who is no admin', async () => {
    const res = await app.inject({
      url: '/api/cache',
      headers: { ...headers.salesRep, 'x-admin-token': TOKEN },
    });
    expect(res.statusCode).toBe(200);
  });
});
