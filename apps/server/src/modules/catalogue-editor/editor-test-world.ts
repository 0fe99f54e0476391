import { Role, type EditorItem } from '@portal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { clearCatalogueCaches, type CatalogueChange } from '../../lib/catalogue-changes.ts';
import { createCacheRegistry } from '../../lib/named-cache.ts';
import { seedEntityDefinitions } from '../../seed/entity-definitions/index.ts';
import { createUser } from '../../test/account-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createProductTree, createSite } from '../../test/factories.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

export const EDITOR_HOST = 'editor.localhost';

export type EditorCaller = 'catalogEditor' | 'productEditor' | 'admin' | 'salesRep';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** The editor site with the seeded definitions, two catalogues, two divisions and one user per role. */
export interface EditorWorld {
  database: TestDatabase;
  app: App;
  editorSiteId: number;
  /** What the editor told the other instances, in order. */
  published: CatalogueChange[];
  call: (
    caller: EditorCaller | null,
    method: Method,
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export async function createEditorWorld(): Promise<EditorWorld> {
  const database = await createTestDatabase();
  const { db } = database;
  await createCatalog(db, { catalogId: 5 });
  await createCatalog(db, { catalogId: 6, displayName: 'Another catalogue' });
  await db.insert(t.division).values([
    { divisionId: 1, name: 'north', displayName: 'North' },
    { divisionId: 2, name: 'south', displayName: 'South' },
  ]);
  const site = await createSite(db, { name: 'editor', hostNames: [EDITOR_HOST], catalogId: 5 });
  await seedEntityDefinitions(db);
  const published: CatalogueChange[] = [];
  const caches = createCacheRegistry();
  const app = await buildTestApp(db, caches, {
    catalogueChanges: {
      // As the real one: this instance's catalogue caches follow the change.
      published: async (change) => {
        published.push(change);
        clearCatalogueCaches(caches);
      },
      close: async () => {},
    },
  });
  const users = {
    catalogEditor: await createUser(db, {
      roles: [Role.CatalogEditor],
      firstName: 'Eden',
      lastName: 'Editor',
    }),
    productEditor: await createUser(db, {
      roles: [Role.ProductEditor],
      firstName: 'Parker',
      lastName: 'Products',
    }),
    admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
    salesRep: await createUser(db, { roles: [Role.SalesRep] }),
  };
  const headers = {} as Record<EditorCaller, Record<string, string>>;
  for (const caller of Object.keys(users) as EditorCaller[])
    headers[caller] = (
      await signIn(app, users[caller].username, users[caller].password, EDITOR_HOST)
    ).bearer;
  return {
    database,
    app,
    editorSiteId: site.siteId,
    published,
    call: (caller, method, url, payload) =>
      app.inject({
        method,
        url,
        headers: caller ? headers[caller] : { host: EDITOR_HOST },
        ...(payload ? { payload } : {}),
      }),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** A category > class > series > product branch, in catalogue 5. */
export const createBranch = (
  world: EditorWorld,
  options: Parameters<typeof createProductTree>[1] = {},
) => createProductTree(world.database.db, options);

export type Branch = Awaited<ReturnType<typeof createBranch>>;

/**
 * A test file's world and one branch in it: made before the file's tests, dropped after them.
 * The objects are filled in place, so a file can take them apart at its top level.
 */
export function editorWorldWithBranch(options: Parameters<typeof createBranch>[1] = {}): {
  world: EditorWorld;
  branch: Branch;
} {
  const world = {} as EditorWorld;
  const branch = {} as Branch;
  beforeAll(async () => {
    Object.assign(world, await createEditorWorld());
    Object.assign(branch, await createBranch(world, options));
  });
  afterAll(() => world.close());
  return { world, branch };
}

/** An item as the editor opens it. */
export const readEditorItem = async (
  world: EditorWorld,
  url: string,
  caller: EditorCaller = 'catalogEditor',
) => (await world.call(caller, 'GET', url)).json() as EditorItem;
