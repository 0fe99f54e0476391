import { AccountMessage, Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createCustomer, createSalesRep, createUser } from '../../test/account-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSite } from '../../test/factories.ts';
import { SALES_HOST, signIn, type SignedIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('POST /api/user/customerlist and /api/user/salesreplist', () => {
  let database: TestDatabase;
  let app: App;
  const users: SignedIn[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, {
      salesRepNumber: '0008100',
      name: 'Coastal',
      street: '1 Harbor Way',
      city: 'Mobile',
      region: 'AL',
      postalCode: '36602',
      phone: '2515550100',
      emails: ['coastal@example.com'],
    });
    await createCustomer(db, {
      customerNumber: '0000400100',
      customerName: 'Bayside Heating',
      street: '22 Shore Rd',
      city: 'Mobile',
      region: 'AL',
      postalCode: '36602',
      phone: '2515550199',
      emails: ['buyer@bayside.example'],
      creditLimit: 50_000,
      totalReceivables: 1_234.5,
    });
    app = await buildTestApp(db, undefined, {
      accounts: { limits: { lookupPerUser: 3, lookupPerAddress: 5 } },
    });
    for (let i = 0; i < 4; i++) {
      const user = await createUser(db, { roles: [Role.SalesRep] });
      users.push(await signIn(app, user.username, user.password));
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const lookUp = (kind: 'customerlist' | 'salesreplist', who: SignedIn, from = '10.30.0.1') =>
    app.inject({
      method: 'POST',
      url: `/api/user/${kind}`,
      headers: who.cookie,
      remoteAddress: from,
      payload: kind === 'customerlist' ? ['400100', '999999'] : ['8100'],
    });

  it('answers only the number, name, city and state the request form shows', async () => {
    const customers = await lookUp('customerlist', users[3]!, '10.30.9.1');
    expect(customers.statusCode).toBe(200);
    expect(customers.json()).toEqual([
      { Number: '0000400100', Name: 'Bayside Heating', City: 'Mobile', State: 'AL' },
    ]);
    const reps = await lookUp('salesreplist', users[3]!, '10.30.9.2');
    expect(reps.json()).toEqual([
      { Number: '0008100', Name: 'Coastal', City: 'Mobile', State: 'AL' },
    ]);
  });

  it('refuses the fourth look-up of an hour by one user, from any address', async () => {
    const [first] = users;
    const statuses = [];
    for (const [i, kind] of (
      ['customerlist', 'salesreplist', 'customerlist', 'salesreplist'] as const
    ).entries())
      statuses.push((await lookUp(kind, first!, `10.30.1.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await lookUp('customerlist', first!, '10.30.1.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Successful: false, Message: AccountMessage.tooManyLookups });
  });

  it('refuses the sixth look-up of an hour from one address, whoever asks', async () => {
    const [, second, third] = users;
    const statuses = [];
    for (const who of [second, second, second, third, third, third])
      statuses.push((await lookUp('customerlist', who!, '10.30.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
