import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrderCheck, OrderSummary } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import * as t from '../db/schema/index.ts';
import { createDiskBlobStore } from '../integrations/blob-store/disk-blob-store.ts';
import type { ErpAdapter } from '../integrations/erp/erp-adapter.ts';
import { createSandboxErp } from '../integrations/erp/sandbox-erp.ts';
import { pcn, seedCartCatalogue } from '../modules/cart/cart-test-data.ts';
import {
  authorizeCard,
  guestOrder,
  placedOrder,
  submitOrder,
  testGateway,
} from '../modules/order/order-test-data.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { handOffOrders } from './erp-handoff.ts';
import { syncErpOrders } from './erp-order-sync.ts';
import { startJobRunner } from './job-runner.ts';

const PACE_S = 60;

describe('ERP hand-off and status sync', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = testGateway();
  let clock = new Date();
  let erp: ErpAdapter;
  const later = (paces: number) => (clock = new Date(clock.getTime() + paces * PACE_S * 1000 + 1));

  const place = async (
    items: { Material: string; Quantity: number }[] = [{ Material: pcn.motor, Quantity: 2 }],
  ) => {
    const res = await submitOrder(app, guestOrder(authorizeCard(gateway), items));
    expect(res.statusCode).toBe(200);
    return placedOrder(res.json());
  };
  const read = async (key: string): Promise<OrderSummary> =>
    (await app.inject({ url: `/api/order/${key}`, headers: { host: 'localhost' } })).json();
  const check = async (key: string): Promise<OrderCheck> =>
    (await app.inject({ url: `/api/order/${key}/check`, headers: { host: 'localhost' } })).json();

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db, undefined, { payments: gateway });
    erp = createSandboxErp(database.db, { paceSeconds: PACE_S, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('hands a placed order to the ERP, which assigns a 10-digit sales order number', async () => {
    const { PublicKey } = await place();
    expect(await check(PublicKey)).toEqual({
      OrderSynced: false,
      SalesOrderNumber: null,
      OrderStatus: 'Pending',
    });
    const result = await handOffOrders(database.db, erp);
    expect(result.handedOff).toBeGreaterThanOrEqual(1);
    const synced = await check(PublicKey);
    expect(synced.OrderSynced).toBe(true);
    expect(synced.SalesOrderNumber).toMatch(/^\d{10}$/);
    expect(await handOffOrders(database.db, erp)).toEqual({ handedOff: 0, failed: 0 });
  });

  it('stops between batches when asked, leaving the rest of a backlog for the next run', async () => {
    for (let i = 0; i < 11; i++) await place();
    const first = await handOffOrders(database.db, erp, undefined, () => true);
    expect(first).toEqual({ handedOff: 10, failed: 0 });
    expect(await handOffOrders(database.db, erp)).toEqual({ handedOff: 1, failed: 0 });
  });

  it('gives the same sales order number when an order is handed over twice', async () => {
    const [row] = await database.db.select().from(t.erpOutbox).limit(1);
    const first = await erp.submitOrder(row!.payload as never);
    const again = await erp.submitOrder(row!.payload as never);
    expect(again).toEqual(first);
  });

  it('moves an order through In Progress and Shipped with deliveries and tracking', async () => {
    const { PublicKey } = await place([
      { Material: pcn.motor, Quantity: 2 },
      { Material: pcn.gasket, Quantity: 1 },
      { Material: pcn.blower, Quantity: 1 },
    ]);
    await handOffOrders(database.db, erp);
    await syncErpOrders(database.db, erp);
    expect((await read(PublicKey)).OrderStatus).toBe('Pending');

    later(1);
    await syncErpOrders(database.db, erp);
    const inProgress = await read(PublicKey);
    expect(inProgress.OrderStatus).toBe('In Progress');
    expect(inProgress.ExpectedShippingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(inProgress.Deliveries).toEqual([]);

    later(1);
    await syncErpOrders(database.db, erp);
    const firstParcel = await read(PublicKey);
    expect(firstParcel.Deliveries).toHaveLength(1);
    expect(firstParcel.OrderStatus).toBe('In Progress');

    later(8);
    await syncErpOrders(database.db, erp);
    await syncErpOrders(database.db, erp);
    const shipped = await read(PublicKey);
    expect(shipped.OrderStatus).toBe('Shipped');
    expect(shipped.Deliveries).toHaveLength(2);
    const [parcel] = shipped.Deliveries;
    expect(['UPS', 'FedEx']).toContain(parcel!.Carrier);
    expect(parcel!.TrackingNumber).toBeTruthy();
    expect(parcel!.Items.map((i) => [i.Material, i.Quantity])).toEqual([
      [pcn.motor, 2],
      [pcn.gasket, 1],
    ]);
    const updates = parcel!.ShippingInformation.TrackingUpdatesList;
    // Newest first, each reported once although the ERP was read twice.
    expect(updates.map((u) => u.Status)).toEqual([
      'Delivered',
      'Out for Delivery',
      'In Transit',
      'Picked Up',
      'Label Created',
    ]);
    expect(updates[0]!.Address).toEqual({ City: 'Springfield', State: 'IL' });
    const dates = updates.map((u) => Date.parse(u.Date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('keeps an order in the outbox when the ERP cannot take it, and says why', async () => {
    const { OrderId } = await place();
    const down: ErpAdapter = {
      submitOrder: async () => {
        throw new Error('ERP unreachable');
      },
      orderStates: async () => [],
      changedOrders: async (cursor) => ({ orders: [], cursor, hasMore: false }),
    };
    expect(await handOffOrders(database.db, down)).toEqual({ handedOff: 0, failed: 1 });
    const [row] = await database.db
      .select()
      .from(t.erpOutbox)
      .where(eq(t.erpOutbox.orderId, OrderId));
    expect(row).toMatchObject({ processedAt: null, attempts: 1 });
    expect(row!.lastError).toContain('ERP unreachable');
    expect(await handOffOrders(database.db, erp)).toEqual({ handedOff: 1, failed: 0 });
  });

  it('hands orders over through the pg-boss worker when woken', async () => {
    const { PublicKey } = await place();
    const runner = await startJobRunner({
      db: database.db,
      exportFiles: createDiskBlobStore(fs.mkdtempSync(path.join(os.tmpdir(), 'exports-'))),
      // No export is asked for here: a thread that has nothing to build.
      exportThread: { warmUp: () => {}, build: async () => {}, stop: async () => {} },
      erp,
      statusSyncSeconds: 1,
      mail: null,
      log: { error: () => {}, info: () => {} },
    });
    try {
      runner.wake('erp-handoff');
      await expect
        .poll(async () => (await check(PublicKey)).OrderSynced, { timeout: 15_000, interval: 250 })
        .toBe(true);
    } finally {
      await runner.stop();
    }
  }, 30_000);
});
