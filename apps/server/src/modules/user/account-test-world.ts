import { Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createSalesRep,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { CUSTOMERS_HOST, SALES_HOST, signIn, type SignedIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

/**
 * The accounts tests' world: the sales and customers sites, two sales reps (0007100 Lakes,
 * 7200 Plains), two customers (0000300100 Harbor HVAC of Lakes, 300200 Prairie Air), a signed-in
 * sales rep of Lakes and a signed-in customer admin.
 */
export interface AccountWorld {
  database: TestDatabase;
  app: App;
  admin: SignedIn;
  rep: SignedIn;
  repUser: Awaited<ReturnType<typeof createUser>>;
  call: (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  requestsOf: (userId: number) => Promise<(typeof t.permissionRequest.$inferSelect)[]>;
  close: () => Promise<void>;
}

export async function createAccountWorld(): Promise<AccountWorld> {
  const database = await createTestDatabase();
  const { db } = database;
  await createCatalog(db);
  await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
  await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST] });
  await createSalesRep(db, { salesRepNumber: '0007100', name: 'Lakes' });
  await createSalesRep(db, { salesRepNumber: '7200', name: 'Plains' });
  await createCustomer(db, {
    customerNumber: '0000300100',
    customerName: 'Harbor HVAC',
    salesReps: ['0007100'],
  });
  await createCustomer(db, { customerNumber: '300200', customerName: 'Prairie Air' });
  const repUser = await createUser(db, {
    roles: [Role.SalesRep],
    salesReps: ['0007100'],
    firstName: 'Robin',
  });
  const adminUser = await createUser(db, { roles: [Role.CustomerAdmin] });
  const app = await buildTestApp(db);
  return {
    database,
    app,
    admin: await signIn(app, adminUser.username, adminUser.password),
    rep: await signIn(app, repUser.username, repUser.password),
    repUser,
    call: (method, url, headers, payload) =>
      app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    requestsOf: (userId) =>
      db.select().from(t.permissionRequest).where(eq(t.permissionRequest.userId, userId)),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
