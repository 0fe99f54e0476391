import { ORDER_STATUSES, type OrderSummary } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import * as t from '../db/schema/index.ts';
import type { ErpAdapter, ErpOrder } from '../integrations/erp/erp-adapter.ts';
import { DAY_MS } from '../integrations/erp/sandbox-calendar.ts';
import { createSandboxErp } from '../integrations/erp/sandbox-erp.ts';
import { planEvents, type HistoryPlan } from '../integrations/erp/sandbox-history-plan.ts';
import {
  demoCustomerNumbers,
  seedHistoryMasterData,
} from '../integrations/erp/sandbox-test-data.ts';
import { pcn } from '../modules/cart/cart-test-data.ts';
import { upsertErpOrders } from '../modules/order/erp-order-upsert.ts';
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

const PACE_S = 60;
const READ_MODEL = [
  'orders',
  'order_item',
  'order_party',
  'order_sales_rep',
  'delivery',
  'delivery_item',
  'tracking_update',
];

describe('the ERP order sync', () => {
  let database: TestDatabase;
  let app: App;
  let erp: ErpAdapter;
  const gateway = testGateway();
  let clock = new Date();
  const query = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    (await database.db.execute<T>(statement)).rows;

  /** Every row of the read model, and the order id sequence: equal when nothing was written. */
  const readModel = async () => {
    const digests = await Promise.all(
      READ_MODEL.map(async (table) => {
        const [row] = await query<{ n: number; digest: string | null }>(
          sql.raw(`select count(*)::int as n, md5(string_agg(r::text, '|' order by r::text))
            as digest from ${table} r`),
        );
        return [table, row] as const;
      }),
    );
    const [sequence] = await query<{ last: string }>(
      sql`select last_value::text as last from orders_order_id_seq`,
    );
    const tables: Record<string, { n: number; digest: string | null } | undefined> =
      Object.fromEntries(digests);
    return { tables, sequence: sequence!.last };
  };

  const placeGuestOrder = async () => {
    const items = [{ Material: pcn.motor, Quantity: 2 }];
    const res = await submitOrder(app, guestOrder(authorizeCard(gateway), items));
    expect(res.statusCode).toBe(200);
    return placedOrder(res.json());
  };
  const orderRow = async (orderId: number) =>
    (await database.db.select().from(t.orders).where(eq(t.orders.orderId, orderId)))[0]!;
  const planOf = async (number: string) =>
    (
      await database.db
        .select({ plan: t.erpSandboxHistoryOrder.plan })
        .from(t.erpSandboxHistoryOrder)
        .where(eq(t.erpSandboxHistoryOrder.salesOrderNumber, number))
    )[0]!.plan as HistoryPlan;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedHistoryMasterData(database.db);
    app = await buildTestApp(database.db, undefined, { payments: gateway });
    erp = createSandboxErp(database.db, {
      paceSeconds: PACE_S,
      now: () => clock,
      history: { seed: 11, customerNumbers: demoCustomerNumbers },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('brings the order history of every demo customer into the read model', async () => {
    const applied = await syncErpOrders(database.db, erp);
    expect(applied).toBeGreaterThan(1500);
    const statuses = await query<{ customer: string; statuses: string[] }>(sql`
      select customer_number as customer, array_agg(distinct status order by status) as statuses
      from orders where origin = 'erp' group by customer_number order by customer_number`);
    expect(statuses.map((s) => s.customer)).toEqual(demoCustomerNumbers);
    for (const s of statuses) expect(s.statuses).toEqual([...ORDER_STATUSES].sort());

    const [shape] = await query<Record<string, number>>(sql`
      select
        count(*) filter (where i.status = 'Cancelled' and o.status <> 'Cancelled')::int
          as "cancelledItemsOfLiveOrders",
        count(distinct o.order_id) filter (where p.role = 'ShipTo')::int as "withShipTo",
        count(distinct o.order_id)::int as orders
      from orders o join order_item i on i.order_id = o.order_id
      join order_party p on p.order_id = o.order_id where o.origin = 'erp'`);
    expect(shape!.cancelledItemsOfLiveOrders).toBeGreaterThan(0);
    expect(shape!.withShipTo).toBe(shape!.orders);

    // An ERP order reads like any other: its summary by PublicKey, with deliveries and tracking.
    const [shipped] = await query<{ key: string }>(sql`
      select public_key as key from orders where origin = 'erp' and status = 'Shipped'
      order by sales_order_number limit 1`);
    const res = await app.inject({
      url: `/api/order/${shipped!.key}`,
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    const summary: OrderSummary = res.json();
    expect(summary.SalesOrderNumber).toMatch(/^3\d{9}$/);
    expect(summary.Deliveries[0]!.ShippingInformation.TrackingUpdatesList.length).toBeGreaterThan(
      1,
    );
  }, 120_000);

  it('leaves the same rows when it runs again, even when the feed repeats every order', async () => {
    const before = await readModel();
    // One order id per order: an order already there never takes another number.
    expect(Number(before.sequence)).toBe(before.tables.orders!.n);
    expect(await syncErpOrders(database.db, erp)).toBe(0);
    expect(await readModel()).toEqual(before);
    await database.db.update(t.erpFeedCursor).set({ cursor: null });
    expect(await syncErpOrders(database.db, erp)).toBeGreaterThan(1500);
    expect(await readModel()).toEqual(before);
  }, 120_000);

  it('hands a portal order over and reads it back through the same upsert as ERP orders', async () => {
    const { OrderId, PublicKey } = await placeGuestOrder();
    await handOffOrders(database.db, erp);
    const handedOver = await orderRow(OrderId);
    expect(handedOver).toMatchObject({ origin: 'portal', status: 'Pending', publicKey: PublicKey });
    expect(handedOver.salesOrderNumber).toMatch(/^1\d{9}$/);
    expect(handedOver.expectedShippingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    clock = new Date(clock.getTime() + 3 * PACE_S * 1000);
    const [erpOrder] = await query<{ number: string }>(sql`
      select sales_order_number as number from orders where origin = 'erp' limit 1`);
    const reported = await erp.orderStates([handedOver.salesOrderNumber!, erpOrder!.number]);
    expect(reported.map((o) => o.salesOrderNumber).sort()).toEqual(
      [handedOver.salesOrderNumber, erpOrder!.number].sort(),
    );
    await database.db.transaction((tx) => upsertErpOrders(tx, reported));
    await syncErpOrders(database.db, erp);
    const shipped = await orderRow(OrderId);
    expect(shipped).toMatchObject({ origin: 'portal', status: 'Shipped', publicKey: PublicKey });
    const [copies] = await query<{ n: number }>(sql`
      select count(*)::int as n from orders where sales_order_number in
        (${handedOver.salesOrderNumber}, ${erpOrder!.number})`);
    expect(copies!.n).toBe(2);
    const deliveries = await database.db
      .select()
      .from(t.delivery)
      .where(eq(t.delivery.orderId, OrderId));
    expect(deliveries).toHaveLength(1);
  });

  it('takes the number of a portal order the feed reports before its hand-off is stored', async () => {
    const { OrderId } = await placeGuestOrder();
    const [outbox] = await database.db
      .select()
      .from(t.erpOutbox)
      .where(eq(t.erpOutbox.orderId, OrderId));
    // The ERP has booked it; the hand-off's own transaction has not committed yet.
    const { salesOrderNumber } = await erp.submitOrder(outbox!.payload as ErpOrder);
    await syncErpOrders(database.db, erp);
    expect((await orderRow(OrderId)).salesOrderNumber).toBe(salesOrderNumber);
    await handOffOrders(database.db, erp);
    const [copies] = await query<{ n: number; origin: string }>(sql`
      select count(*)::int as n, min(origin) as origin from orders
      where sales_order_number = ${salesOrderNumber}`);
    expect(copies).toEqual({ n: 1, origin: 'portal' });
  });

  it('keeps a guest order without a customer, whatever the ERP reports', async () => {
    const { OrderId } = await placeGuestOrder();
    await handOffOrders(database.db, erp);
    await syncErpOrders(database.db, erp);
    const guest = await orderRow(OrderId);
    expect(guest.customerNumber).toBeNull();
    const [reported] = await erp.orderStates([guest.salesOrderNumber!]);
    const asCustomers = { ...reported!, customer: { number: '0000100100', name: 'Acme' } };
    await database.db.transaction((tx) => upsertErpOrders(tx, [asCustomers]));
    expect(await orderRow(OrderId)).toMatchObject({ customerNumber: null, customerName: null });
    const [listed] = await query<{ n: number }>(sql`
      select count(*)::int as n from orders
      where customer_number is not null and sales_order_number = ${guest.salesOrderNumber}`);
    expect(listed!.n).toBe(0);
  });

  it('updates orders the ERP moves later: accepted, shipped, new tracking updates', async () => {
    const open = await query<{ orderId: number; number: string; status: string }>(sql`
      select order_id as "orderId", sales_order_number as number, status from orders
      where origin = 'erp' and status in ('Pending', 'In Progress') and order_date <= now()
      order by sales_order_number`);
    const plans = await Promise.all(open.map((o) => planOf(o.number)));
    const going = open.filter((_, i) => plans[i]!.cancelledAt === null);
    expect(going.length).toBeGreaterThan(5);
    const lastStep = Math.max(...plans.map((p) => Math.max(...planEvents(p))));
    const trackingBefore = await readModel();

    clock = new Date(Math.max(lastStep, clock.getTime()) + DAY_MS);
    const applied = await syncErpOrders(database.db, erp);
    expect(applied).toBeGreaterThan(going.length);
    for (const order of going) {
      const plan = plans[open.indexOf(order)]!;
      const now = await orderRow(order.orderId);
      expect(now.status, order.number).toBe('Shipped');
      const [counts] = await query<{ deliveries: number; updates: number }>(sql`
        select count(distinct d.delivery_id)::int as deliveries, count(u.*)::int as updates
        from delivery d left join tracking_update u on u.delivery_id = d.delivery_id
        where d.order_id = ${order.orderId}`);
      expect(counts).toEqual({
        deliveries: plan.deliveries.length,
        updates: plan.deliveries.reduce((n, d) => n + d.trackingUpdates.length, 0),
      });
    }
    const after = await readModel();
    expect(after.tables.tracking_update!.n).toBeGreaterThan(
      trackingBefore.tables.tracking_update!.n,
    );
    expect(await syncErpOrders(database.db, erp)).toBe(0);
    expect(await readModel()).toEqual(after);
  }, 120_000);
});
