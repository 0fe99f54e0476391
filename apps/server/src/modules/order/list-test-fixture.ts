import { AccountMessage, Role } from '@portal/domain';
import { expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCustomer, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { CUSTOMERS_HOST, SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { signInActors, type OrderActor } from './order-actors-test-data.ts';

// The accounts and calls the order list and inquiry list tests share.

export type ListActor = Exclude<OrderActor, 'deactivated'>;

export const ACME = { number: '0000101234', name: 'Acme Heating' };
export const BOLT = { number: '200200', name: 'Bolt Air' };
/** Named in lower case: sorting by customer name ignores case. */
export const CRANE = { number: '300300', name: 'crane Cooling' };
export const LAKES = { number: '0007100', name: 'Lakes' };
export const PLAINS = { number: '7200', name: 'Plains' };

export interface ListFixture {
  database: TestDatabase;
  app: App;
  headers: Record<ListActor, Record<string, string>>;
  users: Record<Exclude<ListActor, 'anonymous'>, Awaited<ReturnType<typeof createUser>>>;
  close: () => Promise<void>;
}

/**
 * A fresh database with Acme and Crane of sales rep Lakes, Bolt of Plains, and a user of each
 * kind signed in: customers on the customer portal, everyone else on the sales portal.
 */
export async function openListFixture(): Promise<ListFixture> {
  const database = await createTestDatabase();
  const { db } = database;
  await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
  await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST] });
  for (const rep of [LAKES, PLAINS])
    await createSalesRep(db, { salesRepNumber: rep.number, name: rep.name });
  for (const [customer, rep] of [
    [ACME, LAKES],
    [BOLT, PLAINS],
    [CRANE, LAKES],
  ] as const)
    await createCustomer(db, {
      customerNumber: customer.number,
      customerName: customer.name,
      salesReps: [rep.number],
    });
  const users = {
    customer: await createUser(db, { roles: [Role.Customer], customers: [ACME.number] }),
    otherCustomer: await createUser(db, { roles: [Role.Customer], customers: [BOLT.number] }),
    salesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: [LAKES.number] }),
    otherSalesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: [PLAINS.number] }),
    twoReps: await createUser(db, {
      roles: [Role.SalesRep],
      salesReps: [LAKES.number, PLAINS.number],
    }),
    admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
    withoutOrdersModule: await createUser(db, { roles: [Role.Customer], customers: [ACME.number] }),
  };
  const app = await buildTestApp(db);
  const headers = await signInActors(app, db, users, (actor) =>
    actor.toLowerCase().includes('customer') ? CUSTOMERS_HOST : SALES_HOST,
  );
  const close = async () => {
    await app.close();
    await database.drop();
  };
  return { database, app, headers, users, close };
}

/**
 * GET `path` as each actor: `get` sends the query as it is; `list` adds `defaults` (and 100 rows
 * a page) and expects 200; `idsOf` answers the listed ids in ascending order.
 */
export function listCalls<Page extends { List: unknown[] }>(
  fixture: () => ListFixture,
  path: string,
  defaults: string,
  idOf: (row: Page['List'][number]) => number,
) {
  const get = (actor: ListActor, query: string) =>
    fixture().app.inject({
      url: `${path}?${query.replace(/^&/, '')}`,
      headers: fixture().headers[actor],
    });
  const list = async (actor: ListActor, query = ''): Promise<Page> => {
    const res = await get(actor, `pageSize=100${defaults}${query}`);
    expect([actor, query, res.statusCode]).toEqual([actor, query, 200]);
    return res.json();
  };
  const idsOf = async (actor: ListActor, query = '') =>
    (await list(actor, query)).List.map(idOf).sort((a, b) => a - b);
  return { get, list, idsOf };
}

export const sortedIds = (...groups: number[][]) => groups.flat().sort((a, b) => a - b);

type ListGet = ReturnType<typeof listCalls>['get'];

/** Each probe finds rows for a customer admin, and none for the customer of another company. */
export async function expectProbesHiddenFromCustomer(
  idsOf: ReturnType<typeof listCalls>['idsOf'],
  probes: string[],
) {
  for (const probe of probes) {
    // The admin's rows show the probe finds something: the customer's empty answer is the rule's.
    expect([probe, (await idsOf('admin', probe)).length > 0]).toEqual([probe, true]);
    expect([probe, await idsOf('customer', probe)]).toEqual([probe, []]);
  }
}

/**
 * The list's answers to a caller who is not signed in (asking `anonymousQuery`) and to a user
 * whose roles do not read it.
 */
export function itRefusesCallersWithoutAccess(
  get: ListGet,
  access: { anonymousQuery: string; roles: string; deniedMessage: string },
) {
  it('answers 401 to a caller who is not signed in', async () => {
    const res = await get('anonymous', access.anonymousQuery);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Successful: false, Message: AccountMessage.signInRequired });
  });

  it(`answers 403 to a user whose roles do not read ${access.roles}`, async () => {
    const res = await get('withoutOrdersModule', '');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Successful: false, Message: access.deniedMessage });
  });
}

/** Each query refused with 400 and its message; with a field, also under that field's errors. */
export function itRefusesBadQueries(
  get: ListGet,
  cases: [query: string, message: string, field?: string][],
) {
  it.each(cases)(
    'refuses %s with 400 and a message naming the problem',
    async (query, message, field) => {
      const res = await get('admin', query);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toContain(message);
      if (field) expect(res.json().Errors[field][0]).toContain(message);
    },
  );
}
