import { createHash } from 'node:crypto';
import { AccountMessage, ModuleId, Role } from '@portal/domain';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createPolicyDocument,
  createSalesRep,
  createSite,
  createUser,
} from '../test/factories.ts';
import { CUSTOMERS_HOST, SALES_HOST, signIn } from '../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { Forbidden } from './errors.ts';
import { checkAccess, sessions, type AccessRule } from './session.ts';
import type { Viewer } from './viewer.ts';

describe('access rules at registration', () => {
  const appWith = async (url: string, config: { access?: AccessRule }) => {
    const app = Fastify();
    await app.register(sessions, {
      db: {} as Database,
      sites: { forHost: async () => Promise.reject(new Error('not used')) },
    });
    await app.register(async (routes) => {
      routes.get(url, { config }, async () => 'ok');
    });
    return app;
  };

  it('refuses to start with an /api route that declares no access rule', async () => {
    await expect(appWith('/api/forgotten', {})).rejects.toThrow(
      'GET /api/forgotten declares no config.access rule',
    );
  });

  it('records each route with its rule, leaving out the HEAD twins', async () => {
    const app = await appWith('/api/open', { access: 'anonymous' });
    await app.ready();
    expect(app.registeredRoutes).toEqual([
      { method: 'GET', url: '/api/open', access: 'anonymous' },
    ]);
    await app.close();
  });
});

describe('a module rule', () => {
  const viewer = (flags: { read: number; delete: number }, pendingAcceptance = false) =>
    ({
      pendingAcceptance,
      needsDirectorySignup: false,
      effectivePermissions: [
        {
          ModuleId: ModuleId.Orders,
          ModuleName: 'Orders',
          CanRead: flags.read,
          CanWrite: 0,
          CanDelete: flags.delete,
          CanExecute: 0,
        },
      ],
    }) as unknown as Viewer;
  const asking = (who: Viewer | null) =>
    ({ viewerPromise: Promise.resolve(who) }) as unknown as FastifyRequest;
  const deleteOrders: AccessRule = { module: ModuleId.Orders, action: 'delete' };

  it('admits a viewer at level 9 of the action’s own flag', async () => {
    await expect(checkAccess(asking(viewer({ read: 0, delete: 9 })), deleteOrders)).resolves.toBe(
      undefined,
    );
  });

  it('refuses a viewer whose other flags are 9 but not the action’s', async () => {
    await expect(
      checkAccess(asking(viewer({ read: 9, delete: 8 })), deleteOrders),
    ).rejects.toBeInstanceOf(Forbidden);
  });

  it('refuses a viewer who must still accept the policy documents, and a signed-out caller', async () => {
    await expect(
      checkAccess(asking(viewer({ read: 9, delete: 9 }, true)), deleteOrders),
    ).rejects.toThrow(AccountMessage.acceptanceRequired);
    await expect(checkAccess(asking(null), deleteOrders)).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});

describe('sessions', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    const customers = await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST] });
    await createPolicyDocument(db, { siteId: customers.siteId, documentName: 'Terms of Use' });
    await createSalesRep(db, { salesRepNumber: 'S1' });
    await createCustomer(db, { customerNumber: 'K1', salesReps: ['S1'] });
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('stores only the digest of the token', async () => {
    const user = await createUser(database.db, { roles: [Role.SalesRep], salesReps: ['S1'] });
    const { token } = await signIn(app, user.username, user.password);
    const rows = await database.db.select().from(t.userSession);
    const stored = JSON.stringify(rows.map((r) => ({ ...r, tokenHash: r.tokenHash.toString() })));
    expect(stored).not.toContain(token);
    expect(rows.map((r) => r.tokenHash.toString('hex'))).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
  });

  it("refuses a session on another site's host, so that site's policy documents are not skipped", async () => {
    const user = await createUser(database.db, {
      roles: [Role.CustomerAdmin],
      salesReps: ['S1'],
      customers: ['K1'],
    });
    const { token } = await signIn(app, user.username, user.password, SALES_HOST);
    const me = (host: string) =>
      app.inject({
        method: 'GET',
        url: '/api/user/me/profile',
        headers: { host, authorization: `Bearer ${token}` },
      });
    expect((await me(SALES_HOST)).statusCode).toBe(200);
    const elsewhere = await me(CUSTOMERS_HOST);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().Message).toBe(AccountMessage.signInRequired);
    const signedInThere = await signIn(app, user.username, user.password, CUSTOMERS_HOST);
    expect(signedInThere.body.CodeString).toBe('PendingAcceptance');
  });
});
