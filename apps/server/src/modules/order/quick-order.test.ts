import {
  describePriceRule,
  fromPriceExplanation,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderAnswer,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn } from '../cart/cart-test-data.ts';
import {
  expectedPrices,
  seedCustomerPricing,
  type PricingUsers,
} from '../cart/customer-test-data.ts';
import { QUICK_ORDER_REASONS } from './quick-order.ts';

describe('quick order: pasted lines resolved and priced for a customer', () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;

  async function resolve(
    user: { username: string; password: string },
    customer: string,
    lines: [string, number][],
  ) {
    const { cookie } = await signIn(app, user.username, user.password);
    return app.inject({
      method: 'POST',
      url: `/api/Customer/${customer}/quickOrder`,
      headers: cookie,
      payload: { Lines: lines.map(([Number, Quantity], i) => ({ Row: i + 1, Number, Quantity })) },
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    users = await seedCustomerPricing(database.db);
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("reads catalogue numbers and the customer's own numbers, with the customer's prices", async () => {
    const res = await resolve(users.salesRep, 'C1', [
      [pcn.motor, 2],
      [' ac-blower-7 ', 1],
      [pcn.hidden, 1],
      [pcn.noPrice, 3],
      [pcn.notOnline, 1],
      ['NO-SUCH-PART', 4],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as QuickOrderAnswer;
    expect(answer.Lines.map((l) => [l.Row, l.PcnCatalogNumber, l.Quantity, l.Price])).toEqual([
      [1, pcn.motor, 2, expectedPrices[pcn.motor].customer],
      [2, pcn.blower, 1, expectedPrices[pcn.blower].customer],
    ]);
    // Each price says how the agreement made it.
    expect(
      answer.Lines.map((l) => describePriceRule(fromPriceExplanation(l.PriceExplanation!))),
    ).toEqual(['Multiplier 45% for customer C1', 'Multiplier 60% for product HDU-BLW']);
    expect(answer.Invalid.map((l) => [l.Row, l.Number, l.Reason])).toEqual([
      [3, pcn.hidden, QUICK_ORDER_REASONS.notFound],
      [4, pcn.noPrice, QUICK_ORDER_REASONS.callForPricing],
      [5, pcn.notOnline, QUICK_ORDER_REASONS.notSold],
      [6, 'NO-SUCH-PART', QUICK_ORDER_REASONS.notFound],
    ]);
  });

  it(`takes ${QUICK_ORDER_MAX_LINES} lines and no more`, async () => {
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES }, (): [string, number] => [
      pcn.gasket,
      1,
    ]);
    const res = await resolve(users.customer, 'C1', many);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as QuickOrderAnswer).Lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    const over = await resolve(users.customer, 'C1', [...many, [pcn.gasket, 1]]);
    expect(over.statusCode).toBe(400);
    expect(over.json().Message).toBe(`At most ${QUICK_ORDER_MAX_LINES} lines at a time`);
  });

  it('refuses a customer the caller does not hold', async () => {
    const res = await resolve(users.otherCustomer, 'C1', [[pcn.motor, 1]]);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('You may not place orders for customer C1.');
  });
});
