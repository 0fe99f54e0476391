import { MAX_MATERIAL_LOOKUP, Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { signIn, SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn } from '../cart/cart-test-data.ts';
import { agreed, seedCustomerPricing } from '../cart/customer-test-data.ts';

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'salesRep' | 'admin' | 'deactivated';

describe('customer multipliers and material numbers', () => {
  let database: TestDatabase;
  let app: App;
  const headers = {} as Record<Caller, Record<string, string>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const users = await seedCustomerPricing(database.db);
    const deactivated = await createUser(database.db, {
      roles: [Role.Customer],
      customers: ['C1'],
    });
    app = await buildTestApp(database.db);
    headers.anonymous = { host: SALES_HOST };
    for (const [caller, user] of Object.entries({ ...users, deactivated }))
      headers[caller as Caller] = (await signIn(app, user.username, user.password)).bearer;
    await app.inject({
      method: 'POST',
      url: `/api/user/activate/${deactivated.userId}`,
      headers: headers.admin,
      payload: { Comment: 'left the company', Disabled: true },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const multipliers = (caller: Caller, customer: string) =>
    app.inject({ url: `/api/Customer/${customer}/multipliers`, headers: headers[caller] });
  const materials = (caller: Caller, customer: string, pcns: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/Customer/${customer}/materials`,
      headers: headers[caller],
      payload: { pcns },
    });

  const visibility: Array<[Caller, string, number]> = [
    ['anonymous', 'C1', 401],
    ['deactivated', 'C1', 401],
    ['customer', 'C1', 200],
    ['customer', 'C2', 404],
    ['otherCustomer', 'C1', 404],
    ['otherCustomer', 'C2', 200],
    ['salesRep', 'C1', 200],
    ['salesRep', 'C2', 404],
    ['admin', 'C1', 200],
    ['admin', 'C2', 200],
    ['admin', 'C404', 404],
  ];

  it.each(visibility)('answers %s asking for the multipliers of %s with %i', async (c, n, s) => {
    const res = await multipliers(c, n);
    expect(res.statusCode).toBe(s);
    if (s === 404)
      expect(res.json()).toEqual({ Successful: false, Message: 'Error - Customer not found' });
  });

  it.each(visibility)(
    'answers %s asking for the material numbers of %s with %i',
    async (c, n, s) => {
      expect((await materials(c, n, [pcn.motor])).statusCode).toBe(s);
    },
  );

  it('answers the agreement with the spec fields, entries keyed by product and material', async () => {
    expect((await multipliers('customer', 'C1')).json()).toEqual({
      Successful: true,
      Exception: null,
      Data: {
        CustomerMultiplier: { Number: 'C1', PricingType: 2, Rate: 45 },
        ProductMultipliers: { 'HDU-BLW': { Number: 'HDU-BLW', PricingType: 2, Rate: 60 } },
        MaterialMultipliers: {
          [pcn.gasket]: { Number: pcn.gasket, PricingType: 1, Rate: 9.99 },
          [pcn.zeroPrice]: { Number: pcn.zeroPrice, PricingType: 1, Rate: 5 },
          [agreed.netZero]: { Number: agreed.netZero, PricingType: 1, Rate: 0 },
        },
      },
    });
  });

  it('answers empty multipliers for a customer without an agreement', async () => {
    expect((await multipliers('admin', 'C3')).json().Data).toEqual({
      CustomerMultiplier: null,
      ProductMultipliers: {},
      MaterialMultipliers: {},
    });
  });

  it("gives the customer's own material numbers of visible models only", async () => {
    const asked = [pcn.motor, pcn.blower, pcn.gasket, pcn.hidden, 'NOPE-1'];
    expect((await materials('customer', 'C1', asked)).json().Data).toEqual([
      { PcnCatalogNumber: pcn.motor, CustomerNumber: 'C1', MaterialNumber: 'AC-MOTOR-1' },
      { PcnCatalogNumber: pcn.blower, CustomerNumber: 'C1', MaterialNumber: 'AC-BLOWER-7' },
    ]);
  });

  it("never gives one customer's material numbers to another customer", async () => {
    const own = (await materials('otherCustomer', 'C2', [pcn.motor, pcn.blower])).json().Data;
    expect(own).toEqual([
      { PcnCatalogNumber: pcn.motor, CustomerNumber: 'C2', MaterialNumber: 'BG-0001' },
    ]);
    const refused = await materials('otherCustomer', 'C1', [pcn.motor]);
    expect(refused.body).not.toContain('AC-MOTOR-1');
  });

  it('refuses an empty, oversized or malformed list of catalog numbers', async () => {
    const tooMany = Array.from({ length: MAX_MATERIAL_LOOKUP + 1 }, (_, i) => `P${i}`);
    for (const [pcns, message] of [
      [[], 'Give at least one catalog number'],
      [tooMany, `At most ${MAX_MATERIAL_LOOKUP} catalog numbers at once`],
      ['120-1001', 'pcns must be a list of catalog numbers'],
      [['x'.repeat(41)], 'Catalog number is too long'],
    ] as const) {
      const res = await materials('customer', 'C1', pcns);
      expect([res.statusCode, res.json().Message]).toEqual([400, message]);
    }
  });

  it('lists both calls in the OpenAPI description', async () => {
    const paths = Object.keys((await app.inject({ url: '/api/docs' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/Customer/{customerNumber}/multipliers',
        '/api/Customer/{customerNumber}/materials',
      ]),
    );
  });
});
