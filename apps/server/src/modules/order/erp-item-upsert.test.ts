import { orderListQuery } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import type { ErpSalesOrder } from '../../integrations/erp/erp-sales-order.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { customerAdminViewer } from '../../test/viewers.ts';
import { upsertErpOrders } from './erp-order-upsert.ts';
import { listOrders } from './order-list.ts';

const party = {
  partnerNumber: null,
  name: 'Dock 4',
  name2: null,
  street: '12 Main St',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  phone: '2175550100',
};

const item = (itemNumber: number, unitPrice: number, quantity: number) => ({
  itemNumber,
  material: `120-${itemNumber}`,
  description: `Part ${itemNumber}`,
  quantity,
  unitPrice,
  tax: 0,
  status: 'Open' as const,
});

const reported: ErpSalesOrder = {
  salesOrderNumber: '2000000001',
  reference: null,
  orderDate: new Date('2026-03-02T15:00:00Z'),
  status: 'In Progress',
  purchaseOrderNumber: 'PO-77',
  customer: { number: '0000101234', name: 'Acme Heating' },
  creator: null,
  email: 'buyer@example.com',
  salesReps: [],
  billTo: party,
  shipTo: party,
  shipVia: 'Best Way',
  currency: 'USD',
  shippingCost: 12,
  expectedShippingDate: '2026-03-09',
  items: [item(10, 12.5, 2), item(20, 4.25, 4)],
  deliveries: [],
  changedAt: new Date('2026-03-02T15:00:00Z'),
};

/** The order list's Total is stored on the order (decision 151); the ERP upsert keeps it. */
describe("the ERP upsert and the order list's Total", () => {
  let database: TestDatabase;
  const itemsTotal = async () =>
    (
      await database.db
        .select({ total: t.orders.itemsTotal })
        .from(t.orders)
        .where(eq(t.orders.salesOrderNumber, reported.salesOrderNumber))
    )[0]?.total;
  const listedTotal = async () => {
    const query = orderListQuery.parse({ keyTerm: reported.salesOrderNumber });
    const page = await listOrders(database.db, customerAdminViewer(), query);
    return page.List.map((row) => row.Total);
  };
  const upsert = (order: ErpSalesOrder) =>
    database.db.transaction((tx) => upsertErpOrders(tx, [order]));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('stores the items total of an order new to the read model', async () => {
    await upsert(reported);
    expect(await itemsTotal()).toBe(42);
    expect(await listedTotal()).toEqual([42]);
  });

  it('counts an item the ERP cancels later as 0, and again when it is reported unchanged', async () => {
    const [first, second] = reported.items;
    const cancelled = {
      ...reported,
      items: [first!, { ...second!, status: 'Cancelled' as const }],
    };
    await upsert(cancelled);
    expect(await itemsTotal()).toBe(25);
    expect(await listedTotal()).toEqual([25]);
    await upsert(cancelled);
    expect(await itemsTotal()).toBe(25);
  });

  it('follows a changed quantity and an item the ERP adds', async () => {
    const [first, second] = reported.items;
    await upsert({
      ...reported,
      items: [{ ...first!, quantity: 3 }, { ...second!, status: 'Cancelled' }, item(30, 1.1, 3)],
    });
    expect(await itemsTotal()).toBe(40.8);
    expect(await listedTotal()).toEqual([40.8]);
  });
});
