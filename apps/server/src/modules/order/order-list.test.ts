import {
  AccountMessage,
  ORDER_DATE_FORMAT_MESSAGE,
  ORDER_SEARCH_TOO_SHORT,
  orderListQuery,
  Role,
  type OrderListPage,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCustomer, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { CUSTOMERS_HOST, SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { customerAdminViewer } from '../../test/viewers.ts';
import { insertListOrders, listOrder } from './order-list-test-data.ts';
import { signInActors, type OrderActor } from './order-actors-test-data.ts';
import { listOrders } from './order-list.ts';

type Actor = Exclude<OrderActor, 'deactivated'>;

const ACME = { number: '0000101234', name: 'Acme Heating' };
const BOLT = { number: '200200', name: 'Bolt Air' };
const CRANE = { number: '300300', name: 'Crane Cooling' };

/** GET /api/order for each kind of user (docs/decisions/151). */
describe('the order list', () => {
  let database: TestDatabase;
  let app: App;
  let headers: Record<Actor, Record<string, string>>;
  /** Order ids by whose they are. */
  const ids = { acme: [] as number[], bolt: [] as number[], crane: [] as number[] };
  let guestIds: number[];
  let detailed: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST] });
    await createSalesRep(db, { salesRepNumber: '0007100', name: 'Lakes' });
    await createSalesRep(db, { salesRepNumber: '7200', name: 'Plains' });
    await createCustomer(db, {
      customerNumber: ACME.number,
      customerName: ACME.name,
      salesReps: ['0007100'],
    });
    await createCustomer(db, {
      customerNumber: BOLT.number,
      customerName: BOLT.name,
      salesReps: ['7200'],
    });
    await createCustomer(db, {
      customerNumber: CRANE.number,
      customerName: CRANE.name,
      salesReps: ['0007100'],
    });
    const rep = await createUser(db, { roles: [Role.SalesRep], salesReps: ['0007100'] });
    const users: Record<Exclude<Actor, 'anonymous'>, Awaited<ReturnType<typeof createUser>>> = {
      customer: await createUser(db, { roles: [Role.Customer], customers: [ACME.number] }),
      otherCustomer: await createUser(db, { roles: [Role.Customer], customers: [BOLT.number] }),
      salesRep: rep,
      otherSalesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: ['7200'] }),
      twoReps: await createUser(db, { roles: [Role.SalesRep], salesReps: ['0007100', '7200'] }),
      admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
      withoutOrdersModule: await createUser(db, {
        roles: [Role.Customer],
        customers: [ACME.number],
      }),
    };
    app = await buildTestApp(db);
    // Customers sign in on the customer portal, everyone else on the sales portal.
    headers = await signInActors(app, db, users, (actor) =>
      actor.toLowerCase().includes('customer') ? CUSTOMERS_HOST : SALES_HOST,
    );

    const day = (n: number) => new Date(Date.UTC(2025, 2, 1 + n, 15));
    const lakes = [{ number: '0007100', name: 'Lakes' }];
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
    ids.bolt = await insertListOrders(db, of(BOLT, 2, [{ number: '7200', name: 'Plains' }]));
    ids.crane = await insertListOrders(db, of(CRANE, 2));
    guestIds = await insertListOrders(db, [
      listOrder(null, { poNumber: 'ReplacementParts' }),
      // A card order the sales rep bought at list price: no customer, so in no customer list.
      listOrder(null, { poNumber: 'ReplacementParts' }),
    ]);
    await db
      .update(t.orders)
      .set({ creatorUsername: rep.username })
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
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (actor: Actor, query: string) =>
    app.inject({ url: `/api/order?${query.replace(/^&/, '')}`, headers: headers[actor] });
  const list = async (actor: Actor, query = ''): Promise<OrderListPage> => {
    const res = await get(actor, `pageSize=100${query}`);
    expect([actor, query, res.statusCode]).toEqual([actor, query, 200]);
    return res.json();
  };
  const idsOf = async (actor: Actor, query = '') =>
    (await list(actor, query)).List.map((o) => o.OrderId).sort((a, b) => a - b);
  const sorted = (...groups: number[][]) => groups.flat().sort((a, b) => a - b);

  it('shows each kind of user exactly the orders of the customers they may see', async () => {
    expect(await idsOf('customer')).toEqual(sorted(ids.acme));
    expect(await idsOf('otherCustomer')).toEqual(sorted(ids.bolt));
    expect(await idsOf('salesRep')).toEqual(sorted(ids.acme, ids.crane));
    expect(await idsOf('otherSalesRep')).toEqual(sorted(ids.bolt));
    expect(await idsOf('twoReps')).toEqual(sorted(ids.acme, ids.bolt, ids.crane));
    expect(await idsOf('admin')).toEqual(sorted(ids.acme, ids.bolt, ids.crane));
  });

  it('shows guest orders to a customer admin asking for orders without customer, and to no one else', async () => {
    expect(await idsOf('admin', '&withoutCustomer=true')).toEqual(sorted(guestIds));
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
    for (const probe of probes) {
      // Each probe finds orders for a customer admin: the customer's empty answer is the rule's.
      expect([probe, (await idsOf('admin', probe)).length > 0]).toEqual([probe, true]);
      expect([probe, await idsOf('customer', probe)]).toEqual([probe, []]);
    }
    const byNumber = await idsOf('otherCustomer', `&keyTerm=${orderNumber(first!.OrderId)}`);
    expect(byNumber).toEqual([first!.OrderId]);
  });

  it('narrows to one sales rep the viewer holds, and finds nothing for a rep they do not hold', async () => {
    expect(await idsOf('twoReps', '&salesRep=7200')).toEqual(sorted(ids.bolt));
    expect(await idsOf('twoReps', '&salesRep=7100')).toEqual(sorted(ids.acme, ids.crane));
    const notHeld = await list('salesRep', '&salesRep=7200');
    expect(notHeld).toEqual({ List: [], Page: 1, PageSize: 100, Total: 0, TotalIsExact: true });
    expect(await idsOf('admin', '&salesRep=7200')).toEqual(sorted(ids.bolt));
  });

  it('finds a customer by its number typed without leading zeros', async () => {
    expect(await idsOf('salesRep', '&keyTerm=101234')).toEqual(sorted(ids.acme));
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

  it('answers 401 to a caller who is not signed in', async () => {
    const res = await get('anonymous', '&keyTerm=a');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Successful: false, Message: AccountMessage.signInRequired });
  });

  it('answers 403 to a user whose roles do not read the Orders module', async () => {
    const res = await get('withoutOrdersModule', '');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Successful: false, Message: AccountMessage.ordersDenied });
  });

  it.each([
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
  ])('refuses %s with 400 and a message naming the problem', async (query, message) => {
    const res = await get('admin', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain(message);
  });

  it('reads query keys in any case, as the spec writes them', async () => {
    const res = await app.inject({
      url: '/api/order?PageSize=2&SortBy=OrderDate&SORTDESC=false&WithoutCustomer=false',
      headers: headers.admin,
    });
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
