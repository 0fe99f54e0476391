import {
  comparableId,
  orderListCountCap,
  orderListQuery,
  ORDER_SORT_KEYS,
  ORDER_STATUSES,
  Role,
  type OrderListPage,
  type OrderSortKey,
} from '@portal/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCustomer, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  addDays,
  localDay,
  matchesFilters,
  referenceOrder,
  type ReferenceOrder,
} from './order-list-reference.ts';
import { insertListOrders, type ListOrderSpec } from './order-list-test-data.ts';

type Viewer = 'admin' | 'rep';

/** Customers and their sales reps; the rep user holds R1 and R2, so not Delta. */
const CUSTOMERS = [
  { number: '0000101234', name: 'Acme', reps: ['R1'] },
  { number: '101299', name: 'acmewest', reps: ['R1', 'R2'] },
  { number: '300300', name: 'Crane', reps: ['R2'] },
  { number: '400400', name: 'Delta', reps: ['R3'] },
];
const HELD_REPS = ['R1', 'R2'];
const DAY_MS = 86_400_000;
const TIME_ZONES = ['UTC', 'America/Chicago', 'Asia/Tokyo'];

/** A small seeded generator: the same data on every run, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  return { next, int, pick };
}

/** Orders with many equal sort values (dates, PO numbers, totals) and edges of days. */
function generateOrders(count: number): ListOrderSpec[] {
  const r = seeded(151);
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  // 03:30 UTC is the evening before in Chicago: the time zone decides the order's day.
  const dates = [0, 1, 2, 3, 4, 5].flatMap((d) =>
    [3.5, 15].map((h) => new Date(Date.UTC(2025, 5, 1 + d) + h * 3_600_000)),
  );
  return Array.from({ length: count }, (_, i) => {
    const customer = r.next() < 0.1 ? null : r.pick(CUSTOMERS);
    return {
      customer: customer && { number: customer.number, name: customer.name },
      salesOrderNumber: r.next() < 0.2 ? null : String(1_000_000_100 + i),
      poNumber: r.pick(['PO1', 'PO12', 'PO2', 'X9', 'X90', 'Y']),
      status: r.pick(ORDER_STATUSES),
      orderDate: r.pick(dates),
      expectedShippingDate: r.next() < 0.25 ? null : addDays(today, r.int(-6, 12)),
      items: Array.from({ length: r.int(1, 3) }, () => ({
        unitPrice: r.pick([5, 12.5, 20]),
        quantity: r.int(1, 3),
        status: r.pick(['Open', 'Open', 'Shipped', 'Cancelled']),
      })),
      deliveries: Array.from({ length: r.int(0, 2) }, () => {
        const shippedAt = new Date(now - r.int(0, 14) * DAY_MS - r.int(0, 23) * 3_600_000);
        return {
          carrier: r.pick(['UPS', 'FedEx']),
          trackingNumber: r.next() < 0.2 ? null : `${r.pick(['1Z', '78'])}${r.int(100, 999)}`,
          shippedAt,
          updates: [{ status: 'Picked Up', occurredAt: shippedAt }],
        };
      }),
      salesReps: [],
    };
  });
}

describe('order list filters, sorting and paging', () => {
  let database: TestDatabase;
  let app: App;
  let orders: ReferenceOrder[];
  const headers = {} as Record<Viewer, Record<string, string>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    for (const rep of ['R1', 'R2', 'R3']) await createSalesRep(db, { salesRepNumber: rep });
    for (const c of CUSTOMERS)
      await createCustomer(db, {
        customerNumber: c.number,
        customerName: c.name,
        salesReps: c.reps,
      });
    const admin = await createUser(db, { roles: [Role.CustomerAdmin] });
    const rep = await createUser(db, { roles: [Role.SalesRep], salesReps: HELD_REPS });
    app = await buildTestApp(db);
    headers.admin = (await signIn(app, admin.username, admin.password)).cookie;
    headers.rep = (await signIn(app, rep.username, rep.password)).cookie;
    const specs = generateOrders(90);
    const ids = await insertListOrders(db, specs);
    orders = specs.map((spec, i) => ({ ...spec, orderId: ids[i]! }));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const repsOf = (customerNumber: string) =>
    CUSTOMERS.find((c) => c.number === customerNumber)?.reps ?? [];

  /** The orders a viewer may see before filters, as decision 151 words it. */
  function scoped(viewer: Viewer, salesRep: string | undefined, withoutCustomer: boolean) {
    if (withoutCustomer)
      return viewer === 'admin' && !salesRep ? orders.filter((o) => o.customer === null) : [];
    const reps =
      viewer === 'admin'
        ? salesRep
          ? [salesRep]
          : null
        : HELD_REPS.filter((r) => !salesRep || comparableId(r) === comparableId(salesRep));
    return orders.filter(
      (o) =>
        o.customer !== null &&
        (reps === null || repsOf(o.customer.number).some((r) => reps.includes(r))),
    );
  }

  type Params = Record<string, string | number | boolean>;
  const asQuery = (params: Params) =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));

  const call = async (viewer: Viewer, params: Params) => {
    const search = new URLSearchParams(asQuery(params)).toString();
    const res = await app.inject({ url: `/api/order?${search}`, headers: headers[viewer] });
    expect([search, res.statusCode]).toEqual([search, 200]);
    return res.json() as OrderListPage;
  };

  const expected = (viewer: Viewer, params: Params) => {
    const q = orderListQuery.parse(asQuery(params));
    const matching = scoped(viewer, q.salesRep, q.withoutCustomer)
      .filter((o) => matchesFilters(o, q))
      .sort(referenceOrder(q.sortBy, q.sortDesc));
    const cap = orderListCountCap(q.page, q.pageSize);
    const from = (q.page - 1) * q.pageSize;
    return {
      ids: matching.slice(from, from + q.pageSize).map((o) => o.orderId),
      Total: Math.min(matching.length, cap),
      TotalIsExact: matching.length <= cap,
    };
  };

  // Each filter in about one query of five: more at once would match nothing most of the time.
  const optional = <T>(arb: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: arb, weight: 1 });
  const params = fc
    .record({
      page: fc.oneof(
        { arbitrary: fc.constant(1), weight: 3 },
        { arbitrary: fc.integer({ min: 2, max: 4 }), weight: 1 },
      ),
      pageSize: fc.integer({ min: 1, max: 12 }),
      sortBy: fc.constantFrom(...ORDER_SORT_KEYS),
      sortDesc: fc.boolean(),
      timeZone: fc.constantFrom(...TIME_ZONES),
      orderStatus: optional(fc.constantFrom(...ORDER_STATUSES)),
      keyTerm: optional(
        fc.oneof(
          fc.constantFrom('acme', 'AC', 'west', '101', '0101', '1000000', 'po1', 'x9', '1%', '_1'),
          fc.stringMatching(/^[a-z0-9%_]{2,3}$/),
        ),
      ),
      salesOrderNumber: optional(fc.constantFrom('10000001', '1000000', '100000011', '2')),
      poNumber: optional(fc.constantFrom('po', 'PO1', 'x9', 'Y', 'Z')),
      customerName: optional(fc.constantFrom('acme', 'WEST', 'ran', 'elt', 'q')),
      orderDate: optional(fc.constantFrom('2025-05-31', '2025-06-01', '2025-06-03', '2025-06-07')),
      delivery: optional(fc.constantFrom('ups', 'Fed', '1z', '78', 'DHL')),
      shippingInDay: optional(fc.integer({ min: 0, max: 15 })),
      salesRep: optional(fc.constantFrom('R1', 'R2', 'R3', '0R1')),
      withoutCustomer: fc.constantFrom(false, false, true),
    })
    .map(
      (p) =>
        Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as Record<
          string,
          string | number | boolean
        >,
    );

  it.each(['admin', 'rep'] as const)(
    'answers %s exactly the matching orders of the page, counted up to the cap',
    async (viewer) => {
      await fc.assert(
        fc.asyncProperty(params, async (p) => {
          const page = await call(viewer, p);
          const want = expected(viewer, p);
          expect({
            ids: page.List.map((o) => o.OrderId),
            Total: page.Total,
            TotalIsExact: page.TotalIsExact,
          }).toEqual(want);
        }),
        { numRuns: 150, seed: 151 },
      );
    },
  );

  const everySort = ORDER_SORT_KEYS.flatMap((sortBy) =>
    [true, false].flatMap((sortDesc) =>
      (['admin', 'rep'] as const).map((viewer) => ({ viewer, sortBy, sortDesc })),
    ),
  );

  it.each(everySort)(
    'pages $viewer through every order once, sorted by $sortBy (descending: $sortDesc)',
    async ({
      viewer,
      sortBy,
      sortDesc,
    }: {
      viewer: Viewer;
      sortBy: OrderSortKey;
      sortDesc: boolean;
    }) => {
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const { List } = await call(viewer, { page, pageSize: 7, sortBy, sortDesc });
        if (List.length === 0) break;
        seen.push(...List.map((o) => o.OrderId));
      }
      const all = expected(viewer, { pageSize: 100, sortBy, sortDesc });
      expect(seen).toEqual(all.ids);
    },
  );

  it('counts cancelled items 0 toward each Total', async () => {
    const { List } = await call('admin', { pageSize: 100 });
    for (const row of List) {
      const open = row.OrderItems.filter((i) => i.Status !== 'Cancelled');
      expect(row.Total).toBeCloseTo(
        open.reduce((s, i) => s + i.TotalPrice, 0),
        6,
      );
    }
    expect(List.some((o) => o.OrderItems.some((i) => i.Status === 'Cancelled'))).toBe(true);
  });

  it('takes the day of an order in the time zone asked for', async () => {
    const evening = orders.find(
      (o) =>
        o.customer && localDay(o.orderDate, 'America/Chicago') !== localDay(o.orderDate, 'UTC'),
    )!;
    const day = localDay(evening.orderDate, 'America/Chicago');
    const inChicago = await call('admin', {
      pageSize: 100,
      orderDate: day,
      timeZone: 'America/Chicago',
    });
    const inUtc = await call('admin', { pageSize: 100, orderDate: day });
    expect(inChicago.List.map((o) => o.OrderId)).toContain(evening.orderId);
    expect(inUtc.List.map((o) => o.OrderId)).not.toContain(evening.orderId);
  });
});
