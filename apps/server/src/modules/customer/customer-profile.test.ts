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
} from './profile-test-data.ts';

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'salesRep' | 'admin';
const notFound = { Successful: false, Message: AccountMessage.customerNotFound };

describe('customer profile and look-ups', () => {
  let database: TestDatabase;
  let app: App;
  let requests: Awaited<ReturnType<typeof seedCustomerProfiles>>['requests'];
  let users: Awaited<ReturnType<typeof seedCustomerProfiles>>['users'];
  const headers = {} as Record<Caller, Record<string, string>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const seeded = await seedCustomerProfiles(database.db);
    requests = seeded.requests;
    users = seeded.users;
    app = await buildTestApp(database.db);
    headers.anonymous = { host: SALES_HOST };
    for (const [caller, user] of Object.entries(seeded.users))
      headers[caller as Caller] = (await signIn(app, user.username, user.password)).bearer;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (caller: Caller, url: string) => app.inject({ url, headers: headers[caller] });
  const numbers = async (caller: Caller, url: string) =>
    ((await get(caller, url)).json() as Array<{ CustomerNumber: string }>).map(
      (c) => c.CustomerNumber,
    );

  describe('GET /api/customer/:customerNumber', () => {
    it('gives the information, sales data and notes of a customer the caller holds', async () => {
      const res = await get('customer', `/api/customer/${ACME}`);
      expect(res.json()).toMatchObject({
        CustomerNumber: ACME,
        CustomerAddress: { Street: '1 Main St', Phone: '2175550199' },
        IsCreditBlocked: true,
        CreditLimit: 25000,
        TotalReceivables: 1234.5,
        PaymentTerm: 'Net 30',
        CustomerSalesText: ['Prefers morning calls'],
        CustomerShippingText: ['Dock closes at 4 pm', 'Call ahead'],
        SalesReps: [{ SalesRepNumber: REP, Name: 'Rep One' }],
        Permissions: [],
        PendingPermissionRequests: [],
      });
    });

    it("shows the customer's users to its sales rep and the admin, requests as each decides", async () => {
      const asRep = (await get('salesRep', `/api/customer/${ACME}`)).json();
      expect(asRep.Permissions.map((p: { UserId: number }) => p.UserId)).toEqual([
        users.customer.userId,
      ]);
      expect(asRep.PendingPermissionRequests).toMatchObject([{ Id: requests.waiting }]);
      const asAdmin = (await get('admin', `/api/customer/${BLUEGRASS}`)).json();
      expect(asAdmin.Permissions.map((p: { UserId: number }) => p.UserId)).toEqual([
        users.otherCustomer.userId,
      ]);
      expect(asAdmin.PendingPermissionRequests).toMatchObject([{ Id: requests.pending }]);
    });

    it("answers another company's customer as not found", async () => {
      const res = await get('otherCustomer', `/api/customer/${ACME}`);
      expect([res.statusCode, res.json()]).toEqual([404, notFound]);
    });
  });

  describe('GET /api/Customer/search', () => {
    it.each<[Caller, string[]]>([
      ['customer', [ACME]],
      ['otherCustomer', []],
      ['salesRep', [ACME, ACME_NORTH]],
      ['admin', [ACME, ACME_NORTH]],
    ])('finds for %s only the customers they may see', async (caller, expected) => {
      expect(await numbers(caller, '/api/Customer/search?keyword=acme')).toEqual(expected);
    });

    it('puts the customer a number names first, typed with or without its zeros', async () => {
      for (const typed of ['101000', '0000101000', '000000101000'])
        expect((await numbers('admin', `/api/Customer/search?keyword=${typed}`))[0]).toBe(
          ACME_NORTH,
        );
      expect(await numbers('admin', '/api/Customer/search?keyword=1001')).toEqual([ACME]);
    });

    it('limits to one sales rep, typed with or without zeros, never beyond what the caller sees', async () => {
      for (const rep of [OTHER_REP, '6200'])
        expect(await numbers('admin', `/api/Customer/search?salesRep=${rep}`)).toEqual([BLUEGRASS]);
      expect(await numbers('salesRep', `/api/Customer/search?salesRep=${OTHER_REP}`)).toEqual([]);
      expect(await numbers('salesRep', `/api/Customer/search?SALESREP=${REP}&keyword=`)).toEqual([
        ACME,
        ACME_NORTH,
      ]);
    });

    it('reads a wildcard as the character it is', async () => {
      expect(await numbers('admin', '/api/Customer/search?keyword=%25')).toEqual([]);
      expect(await numbers('admin', '/api/Customer/search?keyword=_')).toEqual([]);
    });

    it('answers the form fields, with material info only when asked', async () => {
      const [plain] = (await get('customer', '/api/Customer/search?keyword=100100')).json();
      expect(plain).toEqual({
        CustomerNumber: ACME,
        CustomerName: 'Acme Heating & Air',
        CustomerAddress: {
          Name1: 'Acme Heating & Air',
          Name2: '',
          Street: '1 Main St',
          PostalCode: '62701',
          City: 'Springfield',
          Country: 'US',
          Region: 'IL',
          TaxJurisdictionCode: '',
          Phone: '2175550199',
          Emails: [{ Email: 'orders@acme.example' }],
        },
        IsCreditBlocked: true,
        PaymentTerm: 'Net 30',
        CustomerShippingText: ['Dock closes at 4 pm', 'Call ahead'],
        SalesReps: [{ SalesRepNumber: REP, Name: 'Rep One' }],
      });
      const withInfo = (
        await get('admin', '/api/Customer/search?keyword=acme&includeCustomerMaterialInfo=true')
      ).json() as Array<{ CustomerNumber: string; HasCustomerMaterials: boolean }>;
      expect(withInfo.map((c) => [c.CustomerNumber, c.HasCustomerMaterials])).toEqual([
        [ACME, true],
        [ACME_NORTH, false],
      ]);
    });

    it.each([
      [`keyword=${'x'.repeat(101)}`, 'keyword is at most 100 characters'],
      [`salesRep=${'9'.repeat(21)}`, 'salesRep is at most 20 characters'],
      ['includeCustomerMaterialInfo=maybe', 'includeCustomerMaterialInfo must be true or false'],
      ['keyword=a&keyword=b', 'keyword must be one text'],
    ])('refuses %s with 400', async (query, message) => {
      const res = await get('admin', `/api/Customer/search?${query}`);
      expect([res.statusCode, res.json().Message]).toEqual([400, message]);
    });
  });

  describe('GET /api/Customer/shipTos', () => {
    it("answers the customer's own address first, then its ship-tos by number", async () => {
      const res = await get('customer', `/api/Customer/shipTos?customerNumber=${ACME}`);
      expect(res.statusCode).toBe(200);
      const parties = res.json() as Array<Record<string, string>>;
      expect(parties.map((p) => [p.PartnerNumber, p.Name])).toEqual([
        [ACME, 'Acme Heating & Air'],
        ['0000200101', 'Acme Warehouse'],
        ['0000200102', 'Acme Service Center'],
      ]);
      expect(parties[1]).toEqual({
        PartnerNumber: '0000200101',
        Name: 'Acme Warehouse',
        Name2: '',
        Street: '',
        City: 'Springfield',
        Region: '',
        PostalCode: '',
        Country: 'US',
        Phone: '',
      });
    });

    it.each<[Caller, string, number]>([
      ['anonymous', ACME, 401],
      ['salesRep', ACME, 200],
      ['admin', BLUEGRASS, 200],
      ['otherCustomer', ACME, 404],
      ['salesRep', BLUEGRASS, 404],
      ['admin', '0000999999', 404],
    ])('answers %s asking for the ship-tos of %s with %i', async (caller, number, status) => {
      const res = await get(caller, `/api/Customer/shipTos?customerNumber=${number}`);
      expect(res.statusCode).toBe(status);
      if (status === 404) expect(res.json()).toEqual(notFound);
    });

    it('reads the key in any case and answers a customer without ship-tos with itself', async () => {
      const res = await get('otherCustomer', `/api/Customer/shipTos?CustomerNumber=${BLUEGRASS}`);
      expect(res.json().map((p: { PartnerNumber: string }) => p.PartnerNumber)).toEqual([
        BLUEGRASS,
      ]);
    });

    it.each([
      ['', 'customerNumber is required'],
      ['?customerNumber=', 'customerNumber is required'],
      [`?customerNumber=${'1'.repeat(21)}`, 'customerNumber is at most 20 characters'],
    ])('refuses "%s" with 400', async (query, message) => {
      const res = await get('admin', `/api/Customer/shipTos${query}`);
      expect([res.statusCode, res.json().Message]).toEqual([400, message]);
    });
  });

  describe('GET /api/customer/all', () => {
    it.each<[Caller, string[]]>([
      ['customer', [ACME]],
      ['otherCustomer', [BLUEGRASS]],
      ['salesRep', [ACME, ACME_NORTH]],
      ['admin', [ACME, BLUEGRASS, ACME_NORTH]],
    ])('lists for %s the customers they may see, by number', async (caller, expected) => {
      expect(await numbers(caller, '/api/customer/all')).toEqual(expected);
    });

    it('answers number, name and place, and 401 when signed out', async () => {
      expect((await get('otherCustomer', '/api/customer/all')).json()).toEqual([
        {
          CustomerNumber: BLUEGRASS,
          CustomerName: 'Bluegrass Supply',
          City: 'Lexington',
          State: 'KY',
          PostalCode: '40507',
        },
      ]);
      expect((await get('anonymous', '/api/customer/all')).statusCode).toBe(401);
    });
  });

  describe('GET /api/customer/customersWithPendingRequests', () => {
    const url = '/api/customer/customersWithPendingRequests';

    it('gives a customer admin every customer with open requests, newest first', async () => {
      const rows = (await get('admin', url)).json();
      expect(rows.map((r: { CustomerNumber: string }) => r.CustomerNumber)).toEqual([
        BLUEGRASS,
        ACME,
      ]);
      expect(rows[0]).toMatchObject({
        CustomerName: 'Bluegrass Supply',
        City: 'Lexington',
        State: 'KY',
        PostalCode: '40507',
        PermissionRequests: 1,
        PendingPermissionRequests: [
          { Id: requests.pending, Status: 1, UserEmail: 'asker@example.com' },
        ],
      });
    });

    it('gives a sales rep only the requests waiting for them', async () => {
      const rows = (await get('salesRep', url)).json();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        CustomerNumber: ACME,
        PermissionRequests: 1,
        PendingPermissionRequests: [{ Id: requests.waiting, Status: 5 }],
      });
    });

    it('gives customer users nothing to decide, and 401 when signed out', async () => {
      expect((await get('customer', url)).json()).toEqual([]);
      expect((await get('otherCustomer', url)).json()).toEqual([]);
      expect((await get('anonymous', url)).statusCode).toBe(401);
    });
  });

  it('lists the four calls in the OpenAPI description', async () => {
    const paths = Object.keys((await app.inject({ url: '/api/docs' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/Customer/search',
        '/api/Customer/shipTos',
        '/api/customer/all',
        '/api/customer/customersWithPendingRequests',
      ]),
    );
  });
});
