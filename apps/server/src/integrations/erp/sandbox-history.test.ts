import { ORDER_STATUSES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { DAY_MS } from './sandbox-calendar.ts';
import { FREIGHT_CARRIERS } from './sandbox-carriers.ts';
import { FIRST_HISTORY_NUMBER, generateOrderHistory } from './sandbox-history.ts';
import type { HistoryMasterData } from './sandbox-history-input.ts';
import { historyOrderState, planEvents, type HistoryPlan } from './sandbox-history-plan.ts';
import { readHistoryMasterData } from './sandbox-master-data.ts';
import { demoCustomerNumbers, seedHistoryMasterData } from './sandbox-test-data.ts';

const NOW = new Date('2026-03-10T16:20:00Z');

describe('the sandbox ERP order history', () => {
  let database: TestDatabase;
  let master: HistoryMasterData;
  let plans: HistoryPlan[];
  const states = () => plans.map((p) => historyOrderState(p, NOW)).filter((s) => s !== null);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedHistoryMasterData(database.db);
    master = await readHistoryMasterData(database.db, demoCustomerNumbers);
    plans = generateOrderHistory(master, { seed: 7, now: NOW });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('reads the demo customers with their ship-tos, sales reps and users', () => {
    expect(master.customers.map((c) => c.number)).toEqual(demoCustomerNumbers);
    const acme = master.customers.find((c) => c.number === '0000100100')!;
    expect(acme.shipTos.map((s) => s.name)).toEqual(['Acme Warehouse', 'Acme Service Center']);
    expect(acme.buyers.map((u) => u.username)).toEqual(['customer@example.com']);
    expect(acme.repUsers.map((u) => u.username)).toEqual(['rep@example.com']);
    expect(master.orderDesk.map((u) => u.username)).toEqual(['admin@example.com']);
    expect(master.models.every((m) => m.listPrice > 0)).toBe(true);
  });

  it('is the same for the same seed and day, and another for another seed', () => {
    const laterThatDay = new Date('2026-03-10T23:59:00Z');
    expect(generateOrderHistory(master, { seed: 7, now: laterThatDay })).toEqual(plans);
    expect(generateOrderHistory(master, { seed: 8, now: NOW })).not.toEqual(plans);
  });

  it('holds a few thousand orders over two years, numbered in the order they were placed', () => {
    expect(plans.length).toBeGreaterThan(1500);
    expect(plans.length).toBeLessThan(5000);
    expect(plans[0]!.salesOrderNumber).toBe(String(FIRST_HISTORY_NUMBER));
    const placed = plans.map((p) => p.placedAt);
    expect([...placed].sort((a, b) => a - b)).toEqual(placed);
    expect(placed[0]).toBeLessThan(NOW.getTime() - 700 * DAY_MS);
    expect(new Set(plans.map((p) => p.salesOrderNumber)).size).toBe(plans.length);
  });

  it('gives every demo customer orders in every status on the day it is made', () => {
    for (const customer of demoCustomerNumbers) {
      const theirs = states().filter((s) => s.order.customer?.number === customer);
      expect(new Set(theirs.map((s) => s.order.status)), customer).toEqual(new Set(ORDER_STATUSES));
    }
  });

  it('keeps most orders shipped and some waiting over a day and over a week', () => {
    const all = states();
    const shipped = all.filter((s) => s.order.status === 'Shipped');
    expect(shipped.length / all.length).toBeGreaterThan(0.8);
    const ages = all
      .filter((s) => s.order.status === 'Pending')
      .map((s) => (NOW.getTime() - s.order.orderDate.getTime()) / DAY_MS);
    expect(ages.some((a) => a < 1)).toBe(true);
    expect(ages.some((a) => a > 1 && a < 7)).toBe(true);
    expect(ages.some((a) => a > 7)).toBe(true);
    const inTenDays = new Date(NOW.getTime() + 10 * DAY_MS).toISOString().slice(0, 10);
    const today = NOW.toISOString().slice(0, 10);
    const shippingSoon = all.filter(
      (s) =>
        s.order.status === 'In Progress' &&
        s.order.expectedShippingDate! >= today &&
        s.order.expectedShippingDate! <= inTenDays,
    );
    expect(shippingSoon.length).toBeGreaterThanOrEqual(demoCustomerNumbers.length);
  });

  it('has cancelled items in orders that went on, and cancelled orders', () => {
    const all = states();
    const partly = all.filter(
      (s) =>
        s.order.status !== 'Cancelled' &&
        s.order.items.some((i) => i.status === 'Cancelled') &&
        s.order.items.some((i) => i.status !== 'Cancelled'),
    );
    expect(partly.length).toBeGreaterThan(10);
    const cancelled = all.filter((s) => s.order.status === 'Cancelled');
    expect(cancelled.every((s) => s.order.deliveries.length === 0)).toBe(true);
    expect(cancelled.every((s) => s.order.items.every((i) => i.status === 'Cancelled'))).toBe(true);
  });

  it("is placed by the customer's sales reps and users, shipped to the customer's own addresses", () => {
    const acme = master.customers.find((c) => c.number === '0000100100')!;
    const acmes = plans.filter((p) => p.customer.number === acme.number);
    expect(new Set(acmes.map((p) => p.creator?.username))).toEqual(
      new Set(['customer@example.com', 'rep@example.com']),
    );
    expect(new Set(acmes.map((p) => p.shipTo.partnerNumber))).toEqual(
      new Set([acme.number, ...acme.shipTos.map((s) => s.partnerNumber)]),
    );
    expect(acmes.every((p) => p.salesReps.map((r) => r.number).join() === '4100')).toBe(true);
    // Northwind has no sales rep and no user: customer service enters its orders.
    const northwind = plans.filter((p) => p.customer.number === '0000100500');
    expect(new Set(northwind.map((p) => p.creator?.username))).toEqual(
      new Set(['admin@example.com']),
    );
    expect(new Set(plans.map((p) => p.purchaseOrderNumber)).size).toBeGreaterThan(plans.length / 2);
    expect(plans.every((p) => p.purchaseOrderNumber.length <= 20)).toBe(true);
  });

  it("numbers items in steps of 10 and prices them at the catalogue's list prices", () => {
    const prices = new Map(master.models.map((m) => [m.material, m.listPrice]));
    for (const plan of plans) {
      expect(plan.items.map((i) => i.itemNumber)).toEqual(plan.items.map((_, k) => (k + 1) * 10));
      for (const item of plan.items) expect(item.unitPrice).toBe(prices.get(item.material));
    }
  });

  it('ships by parcel and freight carriers, with tracking over several days', () => {
    const deliveries = plans.flatMap((p) => p.deliveries);
    const carriers = new Set(deliveries.map((d) => d.carrier));
    expect(carriers).toContain('UPS');
    expect(carriers).toContain('FedEx');
    expect(FREIGHT_CARRIERS.some((c) => carriers.has(c))).toBe(true);
    const spans = deliveries.map((d) => d.trackingUpdates.at(-1)!.at - d.shippedAt);
    expect(spans.filter((s) => s >= 2 * DAY_MS).length).toBeGreaterThan(deliveries.length / 3);
    for (const d of deliveries) {
      const times = d.trackingUpdates.map((u) => u.at);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times[0]).toBe(d.shippedAt);
    }
  });

  it('never ships before an order is placed and accepted, nor a cancelled item', () => {
    for (const plan of plans) {
      const events = planEvents(plan);
      expect(events[0]).toBe(plan.placedAt);
      for (const d of plan.deliveries) {
        expect(d.shippedAt).toBeGreaterThan(plan.acceptedAt!);
        for (const n of d.itemNumbers) {
          const item = plan.items.find((i) => i.itemNumber === n)!;
          expect(item.cancelledAt).toBeNull();
        }
      }
    }
  });
});
