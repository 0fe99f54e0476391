import { CART_COOKIE, type OrderSummary } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { cartVisitor, pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';
import {
  authorizeCard,
  guestOrder,
  newIdempotencyKey,
  placedOrder,
  submitOrder,
  testGateway,
} from './order-test-data.ts';

describe('POST /api/order/nocustomer', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = testGateway();
  const card = () => authorizeCard(gateway);
  const threeLines = [
    { Material: pcn.motor, Quantity: 2 },
    { Material: pcn.gasket, Quantity: 1 },
    { Material: pcn.blower, Quantity: 1 },
  ];
  const countOf = async (table: typeof t.orders | typeof t.erpOutbox | typeof t.mailOutbox) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;
  const readOrder = async (publicKey: string): Promise<OrderSummary> =>
    (await app.inject({ url: `/api/order/${publicKey}`, headers: { host: 'localhost' } })).json();

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db, undefined, { payments: gateway });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('prices the order on the server and ignores every price the client sends', async () => {
    const items = threeLines.map((i) => ({ ...i, Price: 0.01, TotalPrice: 0.01, UnitPrice: 0 }));
    const res = await submitOrder(app, guestOrder(card(), items, { ShippingCost: 0, Total: 1 }));
    expect(res.statusCode).toBe(200);
    const { OrderId, PublicKey } = placedOrder(res.json());
    expect(OrderId).toBeGreaterThan(0);
    expect(PublicKey).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const order = await readOrder(PublicKey);
    expect(order.Items.map((i) => [i.ItemNumber, i.MaterialNumber, i.Price, i.TotalPrice])).toEqual(
      [
        [10, pcn.motor, 25, 50],
        [20, pcn.gasket, 12.5, 12.5],
        [30, pcn.blower, 80, 80],
      ],
    );
    // Parts lines 62.50 ship for 12.95, the freight line 80.00 for 149.00.
    expect([order.SubTotal, order.ShippingCost, order.Tax, order.Total]).toEqual([
      142.5, 161.95, 0, 304.45,
    ]);
    expect(order.OrderStatus).toBe('Pending');
    expect(order.CustomerPurchaseOrderNumber).toBe('ReplacementParts');
    // The comment is kept for the sales reps and customer admins; the guest's view leaves it out.
    expect(order.TextLines).toEqual([]);
    const [stored] = await database.db
      .select({ textLines: t.orders.textLines, itemsTotal: t.orders.itemsTotal })
      .from(t.orders)
      .where(eq(t.orders.orderId, OrderId));
    expect(stored!.textLines).toEqual(['Leave at the back door']);
    // The order list's Total (decision 151): the items alone, without shipping or tax.
    expect(stored!.itemsTotal).toBe(142.5);
  });

  it('writes one ERP outbox row and a confirmation e-mail to the ship-to address', async () => {
    const res = await submitOrder(
      app,
      guestOrder(card(), [{ Material: pcn.motor, Quantity: 1 }], { Email: 'buyer@example.com' }),
    );
    const { OrderId, PublicKey } = placedOrder(res.json());
    const outbox = await database.db
      .select()
      .from(t.erpOutbox)
      .where(eq(t.erpOutbox.orderId, OrderId));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.processedAt).toBeNull();
    const [mail] = await database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.toAddress, 'buyer@example.com'));
    expect(mail!.subject).toBe(`Order confirmation: order ${OrderId}`);
    expect(mail!.textBody).toContain(`http://localhost/order_summary/${PublicKey}`);
    expect(mail!.textBody).toContain('Estimated total before tax: $37.95');
  });

  it('keeps only the token, authorisation and last four digits of the card', async () => {
    const info = card();
    const res = await submitOrder(app, guestOrder(info, [{ Material: pcn.motor, Quantity: 1 }]));
    const { OrderId } = placedOrder(res.json());
    const [payment] = await database.db
      .select()
      .from(t.orderPayment)
      .where(eq(t.orderPayment.orderId, OrderId));
    expect(payment).toMatchObject({
      tokenReference: info.CardNumber,
      authorizationNumber: info.AuthorizationNo,
      lastFour: '1111',
      cardType: 'Visa',
    });
    expect(JSON.stringify(payment)).not.toContain('4111111111111111');
  });

  it('takes the ordered lines out of the guest cart and leaves the others', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 2);
    await visitor.add(pcn.gasket, 1);
    const lines = (await visitor.cart()).items;
    const motorLine = lines.find((l) => l.pcnCatalogNumber === pcn.motor)!;
    const res = await submitOrder(
      app,
      guestOrder(card(), [{ Material: pcn.motor, Quantity: 2 }], { CartItemIds: [motorLine.id] }),
      { cookie: `${CART_COOKIE}=${visitor.token}` },
    );
    expect(res.statusCode).toBe(200);
    const left = (await visitor.cart()).items.map((l) => l.pcnCatalogNumber);
    expect(left).toEqual([pcn.gasket]);
  });

  it('empties the guest cart when no lines are named', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 1);
    await visitor.add(pcn.blower, 1);
    const res = await submitOrder(
      app,
      guestOrder(card(), [
        { Material: pcn.motor, Quantity: 1 },
        { Material: pcn.blower, Quantity: 1 },
      ]),
      { cookie: `${CART_COOKIE}=${visitor.token}` },
    );
    expect(res.statusCode).toBe(200);
    expect((await visitor.cart()).items).toEqual([]);
  });

  it('answers a repeat of the same Idempotency-Key with the first result', async () => {
    const key = newIdempotencyKey();
    const body = guestOrder(card(), [{ Material: pcn.motor, Quantity: 1 }]);
    const first = await submitOrder(app, body, { key });
    const again = await submitOrder(app, body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('turns 20 concurrent submissions with one key into exactly one order and one outbox row', async () => {
    const key = newIdempotencyKey();
    const body = guestOrder(card(), [{ Material: pcn.gasket, Quantity: 3 }]);
    const [ordersBefore, outboxBefore] = [await countOf(t.orders), await countOf(t.erpOutbox)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submitOrder(app, body, { key })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => placedOrder(a.json()).OrderId));
    expect(ids.size).toBe(1);
    expect(await countOf(t.orders)).toBe(ordersBefore + 1);
    expect(await countOf(t.erpOutbox)).toBe(outboxBefore + 1);
  });

  it('refuses the same key with a different order', async () => {
    const key = newIdempotencyKey();
    const info = card();
    await submitOrder(app, guestOrder(info, [{ Material: pcn.motor, Quantity: 1 }]), { key });
    const res = await submitOrder(app, guestOrder(info, [{ Material: pcn.motor, Quantity: 5 }]), {
      key,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('This Idempotency-Key was already used for a different order.');
  });

  it('refuses an authorisation that already paid for another order', async () => {
    const info = card();
    const first = await submitOrder(app, guestOrder(info, [{ Material: pcn.motor, Quantity: 1 }]));
    expect(first.statusCode).toBe(200);
    const before = await countOf(t.orders);
    const res = await submitOrder(app, guestOrder(info, [{ Material: pcn.gasket, Quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('This card authorization was already used for another order.');
    expect(await countOf(t.orders)).toBe(before);
  });
});
