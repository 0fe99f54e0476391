import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { ErpAdapter } from './erp-adapter.ts';
import { erpOrderChanges, type ErpSalesOrder } from './erp-sales-order.ts';
import { HOUR_MS } from './sandbox-calendar.ts';
import { createSandboxErp } from './sandbox-erp.ts';
import { planEvents, type HistoryPlan } from './sandbox-history-plan.ts';
import { demoCustomerNumbers, seedHistoryMasterData } from './sandbox-test-data.ts';

describe('the sandbox ERP feed', () => {
  let database: TestDatabase;
  let clock = new Date('2026-03-10T16:20:00Z');
  const sandbox = () =>
    createSandboxErp(database.db, {
      paceSeconds: 30,
      now: () => clock,
      history: { seed: 3, customerNumbers: demoCustomerNumbers },
    });

  /** Reads the feed from `cursor` to its end, each page checked as the sync checks it. */
  const readAll = async (erp: ErpAdapter, cursor: string | null, limit = 150) => {
    const orders: ErpSalesOrder[] = [];
    for (;;) {
      const page = erpOrderChanges.parse(await erp.changedOrders(cursor, limit));
      orders.push(...page.orders);
      cursor = page.cursor;
      if (!page.hasMore) return { orders, cursor };
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedHistoryMasterData(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('makes its history once, even when two portal instances read it first at once', async () => {
    const [a, b] = await Promise.all([
      sandbox().changedOrders(null, 10),
      sandbox().changedOrders(null, 10),
    ]);
    expect(a).toEqual(b);
    const [held] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.erpSandboxHistoryOrder);
    expect(held!.n).toBeGreaterThan(1500);
  });

  it('pages through every order placed so far once, oldest change first', async () => {
    const { orders } = await readAll(sandbox(), null);
    const numbers = orders.map((o) => o.salesOrderNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const changes = orders.map((o) => o.changedAt.getTime());
    expect([...changes].sort((x, y) => x - y)).toEqual(changes);
    const [placed] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.erpSandboxHistoryOrder)
      .where(sql`placed_at <= ${clock}`);
    expect(orders).toHaveLength(placed!.n);
  });

  it('answers, as its clock moves, exactly the orders that changed meanwhile', async () => {
    const erp = sandbox();
    const { cursor } = await readAll(erp, null);
    const from = clock.getTime();
    clock = new Date(from + 6 * HOUR_MS);
    const { orders, cursor: next } = await readAll(erp, cursor, 7);
    const plans = (
      await database.db
        .select({ plan: t.erpSandboxHistoryOrder.plan })
        .from(t.erpSandboxHistoryOrder)
    ).map((r) => r.plan as HistoryPlan);
    const changed = plans
      .filter((p) => planEvents(p).some((e) => e > from && e <= clock.getTime()))
      .map((p) => p.salesOrderNumber);
    expect(changed.length).toBeGreaterThan(0);
    expect(orders.map((o) => o.salesOrderNumber).sort()).toEqual(changed.sort());
    expect(await erp.changedOrders(next, 5)).toEqual({ orders: [], cursor: next, hasMore: false });
  });

  it('reports an order booked at the instant the feed has been read up to', async () => {
    const erp = sandbox();
    clock = new Date(clock.getTime() + 6 * HOUR_MS);
    // History orders move at this instant; the feed is read to its end, there.
    const { cursor } = await readAll(erp, null);
    const party = {
      partnerNumber: null,
      name: 'Bea Buyer',
      name2: null,
      street: '1 Main St',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
      phone: '2175550100',
    };
    const { salesOrderNumber } = await erp.submitOrder({
      reference: 'P-SAME-INSTANT',
      purchaseOrderNumber: 'PO1',
      email: 'bea@example.com',
      customer: null,
      creator: null,
      billTo: party,
      shipTo: party,
      lines: [
        { itemNumber: 10, material: '120-1001', description: 'Motor', quantity: 1, unitPrice: 25 },
      ],
      shippingCost: 0,
      total: 25,
      currency: 'USD',
      payment: null,
    });
    const { orders } = await readAll(erp, cursor);
    expect(orders.map((o) => o.salesOrderNumber)).toContain(salesOrderNumber);
  });
});
