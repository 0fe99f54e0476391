import { CART_COOKIE } from '@portal/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { cartVisitor, pcn, seedCartCatalogue, type CartVisitor } from '../cart/cart-test-data.ts';
import { CART_LINES_GONE } from './ordered-cart-lines.ts';
import {
  authorizeCard,
  guestOrder,
  newIdempotencyKey,
  placedOrder,
  submitOrder,
  testGateway,
} from './order-test-data.ts';

describe('CartItemIds of a card order', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = testGateway();
  /** Authorisations the portal asked the gateway to check: none for a refused order. */
  let verified = 0;
  const watchedGateway: PaymentGateway = {
    ...gateway,
    verifyAuthorization: (card) => {
      verified += 1;
      return gateway.verifyAuthorization(card);
    },
  };
  const countOf = async (table: typeof t.orders | typeof t.erpOutbox | typeof t.mailOutbox) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;
  const written = () =>
    Promise.all([countOf(t.orders), countOf(t.erpOutbox), countOf(t.mailOutbox)]);

  /** A guest with a motor and a gasket line in their cart. */
  async function shopper(): Promise<{ visitor: CartVisitor; lineIds: number[] }> {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 1);
    await visitor.add(pcn.gasket, 2);
    return { visitor, lineIds: (await visitor.cart()).items.map((l) => l.id) };
  }
  const order = (ids: number[], card = authorizeCard(gateway)) =>
    guestOrder(card, [{ Material: pcn.motor, Quantity: 1 }], { CartItemIds: ids });
  const cookieOf = (visitor: CartVisitor) => ({ cookie: `${CART_COOKIE}=${visitor.token}` });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db, undefined, { payments: watchedGateway });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(() => {
    verified = 0;
  });

  /** Refused with 409 and the message; no order, outbox row or mail; the card never checked. */
  async function expectRefused(res: Awaited<ReturnType<typeof submitOrder>>, before: number[]) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ Successful: false, Message: CART_LINES_GONE });
    expect(await written()).toEqual(before);
    expect(verified).toBe(0);
  }

  it('refuses a line id that is in no cart, before the card is checked, and keeps the card usable', async () => {
    const { visitor, lineIds } = await shopper();
    const before = await written();
    const card = authorizeCard(gateway);
    await expectRefused(
      await submitOrder(app, order([lineIds[0]!, 999_999], card), cookieOf(visitor)),
      before,
    );
    expect((await visitor.cart()).items).toHaveLength(2);
    // The authorisation was not used up: the corrected order pays with it.
    const res = await submitOrder(app, order([lineIds[0]!], card), cookieOf(visitor));
    expect(res.statusCode, res.body).toBe(200);
    expect(verified).toBe(1);
  });

  it("refuses another visitor's line and leaves both carts alone", async () => {
    const mine = await shopper();
    const theirs = await shopper();
    const before = await written();
    await expectRefused(
      await submitOrder(app, order([theirs.lineIds[0]!]), cookieOf(mine.visitor)),
      before,
    );
    expect((await theirs.visitor.cart()).items).toHaveLength(2);
    expect((await mine.visitor.cart()).items).toHaveLength(2);
  });

  it('refuses line ids from a browser that has no cart', async () => {
    const { lineIds } = await shopper();
    const before = await written();
    await expectRefused(await submitOrder(app, order(lineIds)), before);
  });

  it('refuses a line that was already ordered or deleted', async () => {
    const { visitor, lineIds } = await shopper();
    expect((await submitOrder(app, order([lineIds[0]!]), cookieOf(visitor))).statusCode).toBe(200);
    await visitor.send('DELETE', `/api/cart/items/${lineIds[1]}`);
    verified = 0;
    const before = await written();
    for (const id of lineIds)
      await expectRefused(await submitOrder(app, order([id]), cookieOf(visitor)), before);
  });

  it('answers a repeat of the key with the first order once the lines have left the cart', async () => {
    const { visitor, lineIds } = await shopper();
    const key = newIdempotencyKey();
    const body = order(lineIds);
    const first = await submitOrder(app, body, { key, ...cookieOf(visitor) });
    expect(first.statusCode, first.body).toBe(200);
    const again = await submitOrder(app, body, { key, ...cookieOf(visitor) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('turns concurrent submissions of one key into one order', async () => {
    const { visitor, lineIds } = await shopper();
    const key = newIdempotencyKey();
    const body = order(lineIds);
    const [orders] = await written();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submitOrder(app, body, { key, ...cookieOf(visitor) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => placedOrder(a.json()).OrderId)).size).toBe(1);
    expect((await written())[0]).toBe(orders! + 1);
  });

  it('lets only one of two orders with different keys take the same lines', async () => {
    const { visitor, lineIds } = await shopper();
    const [orders] = await written();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => submitOrder(app, order(lineIds), cookieOf(visitor))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await written())[0]).toBe(orders! + 1);
    expect((await visitor.cart()).items).toEqual([]);
  });
});
