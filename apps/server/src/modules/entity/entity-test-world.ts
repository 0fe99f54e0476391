import { Role } from '@portal/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';
import { seedEntityDefinitions } from '../../seed/entity-definitions/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/account-factories.ts';
import { createCatalog, createSite } from '../../test/factories.ts';
import { SALES_HOST, signInEach } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

export type Caller = 'admin' | 'salesRep' | 'customer';

/** A sales site with the seeded definitions and one signed-in user of each portal role. */
export interface EntityWorld {
  database: TestDatabase;
  app: App;
  headers: Record<Caller, Record<string, string>>;
  get: (caller: Caller | null, url: string) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export async function createEntityWorld(
  prepare: (database: TestDatabase) => Promise<void> = async () => {},
): Promise<EntityWorld> {
  const database = await createTestDatabase();
  const { db } = database;
  await createCatalog(db, { catalogId: 5 });
  await createSite(db, { name: 'sales', hostNames: [SALES_HOST], catalogId: 5 });
  await seedEntityDefinitions(db);
  await prepare(database);
  const app = await buildTestApp(db);
  const users = {
    admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
    salesRep: await createUser(db, { roles: [Role.SalesRep] }),
    customer: await createUser(db, { roles: [Role.Customer] }),
  };
  const headers: Record<Caller, Record<string, string>> = await signInEach(app, users);
  return {
    database,
    app,
    headers,
    get: (caller, url) =>
      app.inject({ method: 'GET', url, headers: caller ? headers[caller] : { host: SALES_HOST } }),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
