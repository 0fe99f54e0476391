import {
  AccountMessage,
  ORDER_DATE_FORMAT_MESSAGE,
  ORDER_SEARCH_TOO_SHORT,
  orderListQuery,
  type OrderListPage,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { customerAdminViewer } from '../../test/viewers.ts';
import {
  ACME,
  BOLT,
  CRANE,
  expectProbesHiddenFromCustomer,
  itRefusesBadQueries,
  itRefusesCallersWithoutAccess,
  LAKES,
  listCalls,
  openListFixture,
  PLAINS,
  sortedIds,
  type ListFixture,
} from './list-test-fixture.ts';
import { insertListOrders, listOrder } from './order-list-test-data.ts';
import { listOrders } from './order-list.ts';

/** GET /api/order for each kind of user (docs/decisions/151). */
describe('the order list', () => {
  let fixture: ListFixture;
  /** Order ids by whose they are. */
  const ids = { acme: [] as number[], bolt: [] as number[], crane: [] as number[] };
  let guestIds: number[];
  let detailed: number;
  const { get, list, idsOf } = listCalls<OrderListPage>(
    () => fixture,
    '/api/order',
    '',
    (o) => o.OrderId,
  );

  beforeAll(async () => {
    fixture = await openListFixture();
    const { db } = fixture.database;

    const day = (n: number) => new Date(Date.UTC(2025, 2, 1 + n, 15));
    const lakes = [LAKES];
    const of = (customer: typeof ACME, n: number, salesRepsOf = lakes) =>
      Array.from({ length: n }, (_, i) =>
        listOrder(customer, {
          orderDate: day(i),
          salesOrderNumber: `${customer.number.slice(-3)}000000${i}`,
          poNumber: `${customer.name.slice(0, 4).toUpperCase()}${i}`,
          salesReps: salesRepsOf,
        }),
      );
    ids.acme = await insertListOrders(db, of(ACME, 3));
    ids.bolt = await insertListOrders(db, of(BOLT, 2, [PLAINS]));
    ids.crane = await insertListOrders(db, of(CRANE, 2));
    guestIds = await insertListOrders(db, [
      listOrder(null, { poNumber: 'ReplacementParts' }),
      // A card order the sales rep bought at list price: no customer, so in no customer list.
      listOrder(null, { poNumber: 'ReplacementParts' }),
    ]);
    await db
      .update(t.orders)
      .set({ creatorUsername: fixture.users.salesRep.username })
      .where(eq(t.orders.orderId, guestIds[1]!));
    const [tracked] = await insertListOrders(db, [
      listOrder(ACME, {
        orderDate: day(20),
        salesOrderNumber: null,
        poNumber: 'ACME-TRACKED',
        status: 'Shipped',
        expectedShippingDate: '2025-03-25',
        items: [
          { unitPrice: 12.5, quantity: 2, status: 'Open' },
          { unitPrice: 100, quantity: 1, status: 'Cancelled' },
          { unitPrice: 3, quantity: 3, status: 'Shipped' },
        ],
        deliveries: [
          {
            carrier: 'UPS',
            trackingNumber: '1Z999',
            shippedAt: day(21),
            updates: [
              { status: 'Picked Up', occurredAt: day(21) },
              { status: 'Delivered', occurredAt: day(23) },
            ],
          },
        ],
        salesReps: lakes,
      }),
    ]);
    detailed = tracked!;
    ids.acme.push(detailed);
  });
  afterAll(() => fixture.close());

  it('shows each kind of user exactly the orders of the customers they may see', async () => {
    expect(await idsOf('customer')).toEqual(sortedIds(ids.acme));
    expect(await idsOf('otherCustomer')).toEqual(sortedIds(ids.bolt));
    expect(await idsOf('salesRep')).toEqual(sortedIds(ids.acme, ids.crane));
    expect(await idsOf('otherSalesRep')).toEqual(sortedIds(ids.bolt));
    expect(await idsOf('twoReps')).toEqual(sortedIds(ids.acme, ids.bolt, ids.crane));
    expect(await idsOf('admin')).toEqual(sortedIds(ids.acme, ids.bolt, ids.crane));
  });

  it('shows guest orders to a customer admin asking for orders without customer, and to no one else', async () => {
    expect(await idsOf('admin', '&withoutCustomer=true')).toEqual(sortedIds(guestIds));
    for (const actor of ['customer', 'salesRep', 'twoReps'] as const)
      expect(await idsOf(actor, '&withoutCustomer=true')).toEqual([]);
  });

  /** An order number as a search term: at least the 2 characters a search needs. */
  const orderNumber = (id: number) => String(id).padStart(2, '0');

  it("never shows a customer another company's order, whatever they ask", async () => {
    const bolt = await list('admin', `&customerName=bolt`);
    const [first] = bolt.List;
    const probes = [
      `&customerName=Bolt`,
      `&keyTerm=Bolt`,
      `&keyTerm=${BOLT.number}`,
      `&keyTerm=${first!.SalesOrderNumber}`,
      `&keyTerm=${first!.CustomerPurchaseOrderNumber}`,
      `&keyTerm=${orderNumber(first!.OrderId)}`,
      `&salesOrderNumber=${first!.SalesOrderNumber}`,
      `&poNumber=${first!.CustomerPurchaseOrderNumber}`,
      `&salesRep=7200`,
      `&salesRep=0007100`,
    ];
    await expectProbesHiddenFromCustomer(idsOf, probes);
    const byNumber = await idsOf('otherCustomer', `&keyTerm=${orderNumber(first!.OrderId)}`);
    expect(byNumber).toEqual([first!.OrderId]);
  });

  it('narrows to one sales rep the viewer holds, and finds nothing for a rep they do not hold', async () => {
    expect(await idsOf('twoReps', '&salesRep=7200')).toEqual(sortedIds(ids.bolt));
    expect(await idsOf('twoReps', '&salesRep=7100')).toEqual(sortedIds(ids.acme, ids.crane));
    const notHeld = await list('salesRep', '&salesRep=7200');
    expect(notHeld).toEqual({ List: [], Page: 1, PageSize: 100, Total: 0, TotalIsExact: true });
    expect(await idsOf('admin', '&salesRep=7200')).toEqual(sortedIds(ids.bolt));
  });

  it('finds a customer by its number typed without leading zeros', async () => {
    expect(await idsOf('salesRep', '&keyTerm=101234')).toEqual(sortedIds(ids.acme));
  });

  it('carries items, deliveries with tracking, sales reps and parties, cancelled items counting 0', async () => {
    const page = await list('customer', '&poNumber=acme-t');
    expect(page.Total).toBe(1);
    expect(page.List[0]).toMatchObject({
      OrderId: detailed,
      SalesOrderNumber: '',
      OrderDate: '2025-03-21T15:00:00.000Z',
      CustomerPurchaseOrderNumber: 'ACME-TRACKED',
      CustomerNumber: ACME.number,
      CustomerName: ACME.name,
      BillToParty: { Name: ACME.name, City: 'Springfield', PartnerNumber: null },
      ShipToParty: { Name: 'Dock 4' },
      Creator: 'Bea Buyer',
      Total: 34,
      Currency: 'USD',
      OrderStatus: 'Shipped',
      ExpectedShippingDate: '2025-03-25',
      SalesRepresentatives: [{ SalesRepNumber: '0007100', Name: 'Lakes' }],
      OrderItems: [
        { ItemNumber: 10, Quantity: 2, Price: 12.5, TotalPrice: 25, Status: 'Open' },
        { ItemNumber: 20, TotalPrice: 100, Status: 'Cancelled' },
        { ItemNumber: 30, TotalPrice: 9, Status: 'Shipped' },
      ],
      Deliveries: [
        {
          Carrier: 'UPS',
          TrackingNumber: '1Z999',
          Items: [{ Quantity: 1, Material: '120-1000' }],
          ShippingInformation: {
            TrackingUpdatesList: [
              { Status: 'Delivered', Date: '2025-03-24T15:00:00.000Z' },
              { Status: 'Picked Up', Address: { City: 'Memphis', State: null } },
            ],
          },
        },
      ],
    });
  });

  itRefusesCallersWithoutAccess(get, {
    anonymousQuery: '&keyTerm=a',
    roles: 'the Orders module',
    deniedMessage: AccountMessage.ordersDenied,
  });

  itRefusesBadQueries(get, [
    ['&keyTerm=a', ORDER_SEARCH_TOO_SHORT],
    ['&keyTerm=%20b%20', ORDER_SEARCH_TOO_SHORT],
    ['&orderDate=2025-3-05', ORDER_DATE_FORMAT_MESSAGE],
    ['&orderDate=2025-02-30', ORDER_DATE_FORMAT_MESSAGE],
    ['&orderDate=yesterday', ORDER_DATE_FORMAT_MESSAGE],
    ['&page=0', 'page must be 1 or more'],
    ['&page=two', 'page must be a number'],
    ['&pageSize=101', 'pageSize must be at most 100'],
    ['&sortBy=Price', 'sortBy must be one of'],
    ['&sortDesc=yes', 'sortDesc must be true or false'],
    ['&orderStatus=Open', 'orderStatus must be one of'],
    ['&shippingInDay=-1', 'shippingInDay must be 0 or more'],
    ['&timeZone=%2B05:00', 'timeZone must be a time zone name'],
    ['&timeZone=Mars/Olympus', 'timeZone Mars/Olympus is unknown'],
    ['&keyTerm=ab&keyTerm=cd', 'keyTerm must be text'],
  ]);

  it('reads query keys in any case, as the spec writes them', async () => {
    const res = await get(
      'admin',
      'PageSize=2&SortBy=OrderDate&SORTDESC=false&WithoutCustomer=false',
    );
    const page: OrderListPage = res.json();
    expect(page.PageSize).toBe(2);
    expect(page.List.map((o) => o.OrderId)).toEqual([ids.acme[0], ids.bolt[0]]);
  });
});

describe('listOrders', () => {
  const admin = customerAdminViewer();

  it('answers 400 for a time zone the browser knows but the database does not', async () => {
    const refusing = {
      execute: () =>
        Promise.reject(
          Object.assign(new Error('query failed'), {
            cause: { code: '22023', message: 'time zone "Pacific/Nowhere" not recognized' },
          }),
        ),
    } as unknown as Executor;
    const query = orderListQuery.parse({ timeZone: 'UTC' });
    await expect(
      listOrders(refusing, admin, { ...query, timeZone: 'Pacific/Nowhere' }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'timeZone Pacific/Nowhere is unknown' });
  });
});
