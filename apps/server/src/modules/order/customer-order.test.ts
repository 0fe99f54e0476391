import {
  describePriceRule,
  fromPriceExplanation,
  creditHoldOrderMessage,
  PO_DOCUMENT_REQUIRED,
  PO_NUMBER_EXISTS,
  type CustomerOrderInput,
  type OrderCheck,
  type OrderSummary,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createSandboxErp } from '../../integrations/erp/sandbox-erp.ts';
import { handOffOrders } from '../../jobs/erp-handoff.ts';
import { syncErpOrders } from '../../jobs/erp-order-sync.ts';
import { createUser } from '../../test/account-factories.ts';
import { seedPlacingCustomers } from './customer-order-test-data.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn } from '../cart/cart-test-data.ts';
import { expectedPrices, type PricingUsers } from '../cart/customer-test-data.ts';
import { EXE_BYTES, pdfWithPages } from '../order-documents/document-test-data.ts';
import { newIdempotencyKey, party } from './order-test-data.ts';

type User = { username: string; password: string };

describe("placing a customer's order (POST /api/order)", () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;
  let pdf: Buffer;
  let po = 0;
  const cookies = new Map<string, string>();

  const cookieOf = async (user: User) => {
    if (!cookies.has(user.username))
      cookies.set(
        user.username,
        String((await signIn(app, user.username, user.password)).cookie.cookie),
      );
    return cookies.get(user.username)!;
  };

  const order = (overrides: Partial<CustomerOrderInput> = {}): CustomerOrderInput => ({
    PurchaseNo: `PO ${++po}`,
    SalesRepNumber: 'R1',
    BillToParty: { PartnerNumber: 'C1' },
    ShipToParty: { PartnerNumber: 'C1' },
    ShipVia: 'UPS',
    Items: [
      { Material: pcn.motor, Quantity: 2, ItemNumber: 10, QuantityUnit: 'EA' },
      { Material: pcn.gasket, Quantity: 1, ItemNumber: 20, QuantityUnit: 'EA' },
    ],
    TextLines: ['Shipping Notes: dock 4', '', '  '],
    ...overrides,
  });

  async function place(
    user: User,
    data: unknown,
    files = [{ name: 'PO 1.pdf', content: pdf }],
    key = newIdempotencyKey(),
  ) {
    const form = multipartForm({ Data: data }, files);
    return app.inject({
      method: 'POST',
      url: '/api/order',
      headers: {
        host: SALES_HOST,
        cookie: await cookieOf(user),
        'content-type': form.contentType,
        'idempotency-key': key,
      },
      payload: form.payload,
    });
  }

  const read = async (user: User, n: number | string) =>
    (
      await app.inject({
        url: `/api/order/${n}`,
        headers: { host: SALES_HOST, cookie: await cookieOf(user) },
      })
    ).json() as OrderSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    users = await seedPlacingCustomers(database.db);
    pdf = await pdfWithPages(1, 'Purchase order');
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("prices every line for the customer, keeps the PO document and lands with the ERP's number", async () => {
    const res = await place(users.salesRep, {
      ...order({ PurchaseNo: ' AB 12 34 ' }),
      Items: [
        // A price sent by the client is not read.
        { Material: pcn.motor, Quantity: 2, Price: 0.01, NetPrice: 0.01 },
        { Material: pcn.gasket, Quantity: 1, Price: 0.01 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { OrderId } = res.json().Data as { OrderId: number };

    const placed = await read(users.salesRep, OrderId);
    expect(placed.CustomerPurchaseOrderNumber).toBe('AB1234');
    expect(placed.Items.map((i) => [i.ItemNumber, i.MaterialNumber, i.Price, i.Quantity])).toEqual([
      [10, pcn.motor, expectedPrices[pcn.motor].customer, 2],
      [20, pcn.gasket, 9.99, 1],
    ]);
    // Each line keeps the rule that made its price: the customer's multiplier, the net price.
    expect(
      placed.Items.map((i) => describePriceRule(fromPriceExplanation(i.PriceExplanation!))),
    ).toEqual([
      'Multiplier 45% for customer C1',
      `Net price $9.99 for catalogue number ${pcn.gasket}`,
    ]);
    // A holder of the order's link alone does not read the customer's agreement.
    const byLink = (
      await app.inject({
        url: `/api/order/${res.json().Data.PublicKey}`,
        headers: { host: SALES_HOST },
      })
    ).json() as OrderSummary;
    expect(byLink.Items.map((i) => i.PriceExplanation)).toEqual([null, null]);
    const [row] = await database.db.select().from(t.orders).where(eq(t.orders.orderId, OrderId));
    expect(row).toMatchObject({
      customerNumber: 'C1',
      customerName: 'Acme',
      shipVia: 'UPS',
      textLines: ['Shipping Notes: dock 4'],
      shippingCost: 0,
      total: expectedPrices[pcn.motor].customer * 2 + 9.99,
    });
    const reps = await database.db
      .select()
      .from(t.orderSalesRep)
      .where(eq(t.orderSalesRep.orderId, OrderId));
    expect(reps.map((r) => r.salesRepNumber)).toEqual(['R1']);
    const docs = await database.db
      .select()
      .from(t.orderDocument)
      .where(eq(t.orderDocument.orderId, OrderId));
    expect(docs.map((d) => [d.name, d.fileExtension])).toEqual([['PO 1.pdf', 'pdf']]);

    const check = async () =>
      (
        await app.inject({
          url: `/api/order/${OrderId}/check`,
          headers: { host: SALES_HOST, cookie: await cookieOf(users.salesRep) },
        })
      ).json() as OrderCheck;
    expect((await check()).OrderSynced).toBe(false);
    await handOffOrders(database.db, createSandboxErp(database.db, { paceSeconds: 60 }));
    expect((await check()).SalesOrderNumber).toMatch(/^\d{10}$/);
    await syncErpOrders(database.db, createSandboxErp(database.db, { paceSeconds: 60 }));
    // The ERP kept the prices: the rules stay with them.
    expect((await read(users.salesRep, OrderId)).Items.every((i) => i.PriceExplanation)).toBe(true);
  });

  it('takes the bill-to from the customer and a chosen ship-to from its ship-to partners', async () => {
    const res = await place(users.customer, order({ ShipToParty: { PartnerNumber: 'S100' } }));
    expect(res.statusCode, res.body).toBe(200);
    const parties = await database.db
      .select()
      .from(t.orderParty)
      .where(eq(t.orderParty.orderId, res.json().Data.OrderId));
    const role = (r: string) => parties.find((p) => p.role === r)!;
    expect(role('BillTo')).toMatchObject({
      partnerNumber: 'C1',
      name: 'Acme',
      city: 'Springfield',
    });
    expect(role('ShipTo')).toMatchObject({ partnerNumber: 'S100', street: '5 Dock Rd' });

    const oneTime = await place(users.customer, order({ ShipToParty: party({ Name: 'Site 7' }) }));
    expect(oneTime.statusCode, oneTime.body).toBe(200);

    const foreign = await place(users.customer, order({ ShipToParty: { PartnerNumber: 'X1' } }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().Message).toBe('Ship To X1 is not an address of customer C1.');
  });

  it('refuses a customer the caller does not hold, and writes nothing', async () => {
    const before = await database.db.$count(t.orders);
    const res = await place(users.salesRep, order({ BillToParty: { PartnerNumber: 'C2' } }));
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('You may not place orders for customer C2.');
    const other = await place(users.otherCustomer, order());
    expect(other.statusCode).toBe(403);
    expect(await database.db.$count(t.orders)).toBe(before);
  });

  it('refuses a credit-blocked customer with the finance office phone', async () => {
    const res = await place(
      users.salesRep,
      order({ BillToParty: { PartnerNumber: 'C9' }, ShipToParty: { PartnerNumber: 'C9' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe(creditHoldOrderMessage());
  });

  it('refuses a PO number the customer used before, and says so through the PO check', async () => {
    const first = await place(users.salesRep, order({ PurchaseNo: 'DUP-1' }));
    expect(first.statusCode, first.body).toBe(200);
    const again = await place(users.salesRep, order({ PurchaseNo: 'dup-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(PO_NUMBER_EXISTS);

    const isDuplicated = async (query: string) =>
      (
        await app.inject({
          url: `/api/order/PO/isDuplicated?${query}`,
          headers: { host: SALES_HOST, cookie: await cookieOf(users.salesRep) },
        })
      ).json() as boolean;
    expect(await isDuplicated('poNumber=DUP-1&customerNumber=C1')).toBe(true);
    expect(await isDuplicated('poNumber=DUP%201')).toBe(false);
    expect(await isDuplicated('poNumber=DUP-2&customerNumber=C1')).toBe(false);
  });

  it('answers each missing field with its message and keeps nothing', async () => {
    const before = await database.db.$count(t.orders);
    const documentsBefore = await database.db.$count(t.orderDocument);
    const message = async (data: unknown, files?: { name: string; content: Buffer }[]) =>
      (await place(users.salesRep, data, files)).json().Message as string;
    expect(await message(order({ PurchaseNo: '   ' }))).toBe('PO Number is required');
    expect(await message(order({ PurchaseNo: 'X'.repeat(21) }))).toBe(
      'PO Number must have at most 20 characters',
    );
    expect(await message(order({ BillToParty: { PartnerNumber: '' } }))).toBe(
      'Customer is required',
    );
    expect(await message(order({ Items: [] }))).toBe('Order must include one or more items');
    expect(await message(order({ ShipToParty: party({ Name: '' }) }))).toBe(
      'Ship To Name is required',
    );
    expect(await message(order(), [])).toBe(PO_DOCUMENT_REQUIRED);
    expect(await message(order(), [{ name: 'po.pdf', content: EXE_BYTES }])).toMatch(/PDF/);
    expect(await message(order({ Items: [{ Material: 'NOPE', Quantity: 1 }] }))).toBe(
      'Model NOPE was not found.',
    );
    expect(await message(order({ SalesRepNumber: 'R2' }))).toBe(
      'Sales rep R2 does not serve customer C1.',
    );
    expect(await database.db.$count(t.orders)).toBe(before);
    expect(await database.db.$count(t.orderDocument)).toBe(documentsBefore);
  });

  it('gives one order for twenty concurrent submissions under one key', async () => {
    const before = await database.db.$count(t.orders);
    const key = newIdempotencyKey();
    const data = order();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(users.salesRep, data, undefined, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().Data.OrderId)).size).toBe(1);
    expect(await database.db.$count(t.orders)).toBe(before + 1);
  });

  it('lets a customer admin name any sales rep, and refuses a signed-out caller', async () => {
    const admin = await place(users.admin, order({ SalesRepNumber: 'R2' }));
    expect(admin.statusCode, admin.body).toBe(200);
    const form = multipartForm({ Data: order() }, [{ name: 'po.pdf', content: pdf }]);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: {
        host: SALES_HOST,
        'content-type': form.contentType,
        'idempotency-key': newIdempotencyKey(),
      },
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const noOrders = await createUser(database.db, { roles: [] });
    expect((await place(noOrders, order())).statusCode).toBe(403);
  });
});
