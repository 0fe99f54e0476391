import { AccountMessage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signIn, SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  ACME,
  ACME_NORTH,
  BLUEGRASS,
  OTHER_REP,
  REP,
  seedCustomerProfiles,
} from '../customer/profile-test-data.ts';

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'salesRep' | 'admin';

describe('sales rep profile', () => {
  let database: TestDatabase;
  let app: App;
  let seeded: Awaited<ReturnType<typeof seedCustomerProfiles>>;
  const headers = {} as Record<Caller, Record<string, string>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    seeded = await seedCustomerProfiles(database.db);
    app = await buildTestApp(database.db);
    headers.anonymous = { host: SALES_HOST };
    for (const [caller, user] of Object.entries(seeded.users))
      headers[caller as Caller] = (await signIn(app, user.username, user.password)).bearer;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const profile = (caller: Caller, number: string) =>
    app.inject({ url: `/api/sales-rep/${number}`, headers: headers[caller] });

  it.each<[Caller, string, number]>([
    ['anonymous', REP, 401],
    ['salesRep', REP, 200],
    ['admin', OTHER_REP, 200],
    ['salesRep', OTHER_REP, 404],
    ['customer', REP, 404],
    ['admin', '9999', 404],
  ])('answers %s asking for sales rep %s with %i', async (caller, number, status) => {
    const res = await profile(caller, number);
    expect(res.statusCode).toBe(status);
    if (status === 404)
      expect(res.json()).toEqual({ Successful: false, Message: AccountMessage.salesRepNotFound });
  });

  it('gives the information, the client list and the users holding the rep', async () => {
    const rep = (await profile('salesRep', REP)).json();
    expect(rep).toMatchObject({
      Id: REP,
      Name: 'Rep One',
      Address: { Name1: 'Rep One', Phone: '2175550100', Country: 'US', Emails: [] },
      PendingPermissionRequests: [],
    });
    expect(rep.Customers.map((c: { CustomerNumber: string }) => c.CustomerNumber)).toEqual([
      ACME,
      ACME_NORTH,
    ]);
    expect(rep.Customers[0]).toEqual({
      CustomerNumber: ACME,
      CustomerName: 'Acme Heating & Air',
      City: 'Springfield',
      State: 'IL',
    });
    expect(rep.Permissions.map((p: { UserId: number }) => p.UserId)).toEqual([
      seeded.users.salesRep.userId,
    ]);
  });

  it('shows pending requests to a customer admin only', async () => {
    const rep = (await profile('admin', OTHER_REP)).json();
    expect(rep.Customers.map((c: { CustomerNumber: string }) => c.CustomerNumber)).toEqual([
      BLUEGRASS,
    ]);
    expect(rep.PendingPermissionRequests).toMatchObject([
      { Id: seeded.requests.rep, Status: 1, UserEmail: 'asker@example.com' },
    ]);
  });
});
