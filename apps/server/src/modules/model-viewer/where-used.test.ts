import { Role, type WhereUsedProduct } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createImage,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
  createUser,
  listInTable,
} from '../../test/factories.ts';
import { CUSTOMERS_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const PART = '130-0001';

/** An order of a customer holding one line of `material`, as the ERP read model keeps it. */
async function createOrder(
  db: Database,
  customerNumber: string,
  material: string,
  status = 'Shipped',
) {
  const [order] = await db
    .insert(t.orders)
    .values({
      publicKey: `key-${customerNumber}-${material}-${status}`,
      customerPurchaseOrderNumber: 'PO-1',
      customerNumber,
      email: 'buyer@example.com',
      status,
      subTotal: 10,
      shippingCost: 0,
      total: 10,
    })
    .returning();
  await db.insert(t.orderItem).values({
    orderId: order!.orderId,
    itemNumber: 10,
    material,
    description: 'Part',
    quantity: 1,
    unitPrice: 10,
    totalPrice: 10,
    shippingStrategy: 'Parts',
  });
}

describe('GET /api/modelviewer/whereused/{catalogNumber}', () => {
  let database: TestDatabase;
  let app: App;
  const headers: Record<'buyer' | 'otherBuyer', Record<string, string>> = {
    buyer: {},
    otherBuyer: {},
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { catalogId: 5 });
    await createCatalog(db, { catalogId: 7 });
    await createSite(db, { name: 'parts', hostNames: ['localhost'], hasPricing: true });
    await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST], hasPricing: true });
    const part = await createModel(db, { pcnCatalogNumber: PART });
    const other = await createModel(db, { pcnCatalogNumber: '130-0002' });
    const third = await createModel(db, { pcnCatalogNumber: '130-0003' });
    await createModel(db, { pcnCatalogNumber: '130-0004' });
    await createModel(db, { pcnCatalogNumber: '130-0005', visible: false });
    const thumbnail = await createImage(db);

    const unit = async (name: string, orderBy: number, extra: object = {}, catalogIds = [5]) =>
      (
        await createProductTree(db, {
          catalogIds,
          product: { name, displayName: name.toUpperCase(), orderBy, ...extra },
        })
      ).product.productId;
    const heater = await unit('heater', 1, { thumbnailImageId: thumbnail.imageId });
    const fan = await unit('fan', 2);
    const blower = await unit('blower', 3);
    await createModelTableSection(db, heater, [part.pcnCatalogNumber], {
      table: { displayName: 'Motors' },
    });
    // A second table on the same product: the product is listed once, at its first table.
    const spares = await createModelTableSection(db, heater, [], {
      section: 'more',
      table: { displayName: 'Spares', orderBy: 5 },
    });
    await listInTable(db, heater, spares.table.sectionTableId, [part.pcnCatalogNumber]);
    await createModelTableSection(db, fan, [part.pcnCatalogNumber, other.pcnCatalogNumber], {
      table: { displayName: null },
    });
    await createModelTableSection(db, blower, [part.pcnCatalogNumber, third.pcnCatalogNumber]);
    // Places a visitor may not see.
    await createModelTableSection(db, await unit('secret', 0, { visible: false }), [PART]);
    await createModelTableSection(db, await unit('next-year', 0, { isPreview: true }), [PART]);
    await createModelTableSection(db, await unit('commercial', 0, {}, [7]), [PART]);
    await createModelTableSection(db, await unit('retired', 0), [PART], {
      table: { visible: false },
    });

    await createCustomer(db, { customerNumber: 'C1' });
    await createCustomer(db, { customerNumber: 'C2' });
    // C1 bought a part of the blower before, and a part of the fan on an order since cancelled.
    await createOrder(db, 'C1', third.pcnCatalogNumber);
    await createOrder(db, 'C1', other.pcnCatalogNumber, 'Cancelled');
    // C2's orders never reorder C1's answer.
    await createOrder(db, 'C2', other.pcnCatalogNumber);
    const buyer = await createUser(db, { roles: [Role.Customer], customers: ['C1'] });
    const otherBuyer = await createUser(db, { roles: [Role.Customer], customers: ['C2'] });
    app = await buildTestApp(db);
    headers.buyer = (await signIn(app, buyer.username, buyer.password, CUSTOMERS_HOST)).bearer;
    headers.otherBuyer = (
      await signIn(app, otherBuyer.username, otherBuyer.password, CUSTOMERS_HOST)
    ).bearer;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, h: Record<string, string> = { host: 'localhost' }) =>
    app.inject({ method: 'GET', url, headers: h });
  const products = async (url: string, h?: Record<string, string>) => {
    const res = await get(url, h);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Successful: true, Exception: null });
    return body.Data as WhereUsedProduct[];
  };
  const names = (list: WhereUsedProduct[]) => list.map((p) => p.ProductName);

  it('lists each product whose shown tables hold the model once, in page order, with its place', async () => {
    const list = await products(`/api/modelviewer/whereused/${PART}`);
    expect(names(list)).toEqual(['heater', 'fan', 'blower']);
    expect(list[0]).toMatchObject({
      ProductDisplayName: 'HEATER',
      SectionName: 'parts',
      SectionTabName: 'replacement-parts',
      SectionTableDisplayName: 'Motors',
      Image: expect.stringMatching(/^\/files\/images\/.+\.svg$/),
      OrderedBefore: false,
    });
    expect(list[0]?.CategoryName).toMatch(/^category-/);
    expect(list[1]).toMatchObject({ SectionTableDisplayName: null, Image: null });
    expect(list.every((p) => !p.OrderedBefore)).toBe(true);
  });

  it('shows preview products only in preview mode, and the catalogue asked for', async () => {
    expect(names(await products(`/api/modelviewer/whereused/${PART}?isPreview=true`))).toEqual([
      'next-year',
      'heater',
      'fan',
      'blower',
    ]);
    expect(names(await products(`/api/modelviewer/whereused/${PART}?catalogId=7`))).toEqual([
      'commercial',
    ]);
  });

  it("puts first the units a signed-in customer's company ordered parts for, and flags them", async () => {
    const res = await get(`/api/modelviewer/whereused/${PART}`, headers.buyer);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const list = res.json().Data as WhereUsedProduct[];
    expect(names(list)).toEqual(['blower', 'heater', 'fan']);
    expect(list.map((p) => p.OrderedBefore)).toEqual([true, false, false]);
  });

  it("never orders by another customer's orders", async () => {
    const list = await products(`/api/modelviewer/whereused/${PART}`, headers.otherBuyer);
    expect(names(list)).toEqual(['fan', 'heater', 'blower']);
    // Nobody's orders count for a visitor, whatever the host.
    const visitor = await products(`/api/modelviewer/whereused/${PART}`, {
      host: CUSTOMERS_HOST,
    });
    expect(names(visitor)).toEqual(['heater', 'fan', 'blower']);
  });

  it('answers an empty list for a shown model no shown table lists', async () => {
    expect(await products('/api/modelviewer/whereused/130-0004')).toEqual([]);
  });

  it('answers 404 for an unknown or hidden model, and 400 for a malformed number', async () => {
    for (const number of ['999-9999', '130-0005']) {
      const res = await get(`/api/modelviewer/whereused/${number}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        Successful: false,
        Data: null,
        Exception: `Model ${number} was not found.`,
      });
    }
    const long = await get(`/api/modelviewer/whereused/${'9'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
    expect(long.body).not.toMatch(/at .*\.ts/);
  });
});
