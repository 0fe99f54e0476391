import {
  AccountMessage,
  INQUIRY_DATE_FORMAT_MESSAGE,
  INQUIRY_SORT_KEYS,
  type InquiryListPage,
  type InquirySortKey,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACME,
  BOLT,
  CRANE,
  expectProbesHiddenFromCustomer,
  itRefusesBadQueries,
  itRefusesCallersWithoutAccess,
  listCalls,
  openListFixture,
  sortedIds,
  type ListActor,
  type ListFixture,
} from '../order/list-test-fixture.ts';
import { listOrder } from '../order/order-list-test-data.ts';
import {
  insertListInquiries,
  listInquiry,
  type ListInquirySpec,
} from './inquiry-list-test-data.ts';

const day = (n: number, hour = 15) => new Date(Date.UTC(2025, 2, 1 + n, hour));

/** GET /api/inquiry for each kind of user, its filters, sorts and pages. */
describe('the inquiry list', () => {
  let fixture: ListFixture;
  /** Every inserted inquiry with its id, for the expected sort orders. */
  const inquiries: (ListInquirySpec & { id: number })[] = [];
  const ids = (customer: { number: string }, status = 'Pending') =>
    inquiries
      .filter((i) => i.customer.number === customer.number && i.status === status)
      .map((i) => i.id);
  let converted: number;
  let convertedUnshipped: number;
  let manyItems: number;
  let lateEvening: number;

  const { get, list, idsOf } = listCalls<InquiryListPage>(
    () => fixture,
    '/api/inquiry',
    '&saveFilters=false',
    (i) => i.InquiryId,
  );

  beforeAll(async () => {
    fixture = await openListFixture();
    const { db } = fixture.database;

    const specs: ListInquirySpec[] = [
      listInquiry(ACME, { inquiryDate: day(0) }),
      listInquiry(ACME, { inquiryDate: day(1) }),
      listInquiry(ACME, {
        inquiryDate: day(2),
        items: [
          { material: '120-3000', quantity: 3, unitPrice: 1, itemNumber: 30 },
          { material: '120-1000', quantity: 1, unitPrice: 10, itemNumber: 10 },
          { material: '120-2000', quantity: 2, unitPrice: 5, itemNumber: 20 },
        ],
      }),
      // 03:30 UTC on 10 March is the evening of 9 March in Chicago.
      listInquiry(ACME, { inquiryDate: new Date(Date.UTC(2025, 2, 10, 3, 30)) }),
      listInquiry(ACME, {
        status: 'Converted',
        inquiryDate: day(3),
        order: listOrder(ACME, {
          salesOrderNumber: '4000000123',
          status: 'Shipped',
          expectedShippingDate: '2025-03-25',
          deliveries: [{ carrier: 'UPS', trackingNumber: '1Z999', shippedAt: day(6), updates: [] }],
        }),
      }),
      listInquiry(ACME, {
        status: 'Converted',
        inquiryDate: day(4),
        order: listOrder(ACME, { expectedShippingDate: '2025-04-02' }),
      }),
      listInquiry(ACME, { status: 'Cancelled', inquiryDate: day(5) }),
      listInquiry(BOLT, { inquiryDate: day(3) }),
      listInquiry(BOLT, { inquiryDate: day(4) }),
      // Two at the same instant: the inquiry id breaks the tie.
      listInquiry(CRANE, { inquiryDate: day(6) }),
      listInquiry(CRANE, { inquiryDate: day(6) }),
    ];
    const inserted = await insertListInquiries(db, specs);
    specs.forEach((spec, n) => inquiries.push({ ...spec, id: inserted[n]! }));
    [, , manyItems, lateEvening, converted, convertedUnshipped] = inserted as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
  });
  afterAll(() => fixture.close());

  it('shows each kind of user exactly the pending inquiries of the customers they may see', async () => {
    expect(await idsOf('customer')).toEqual(sortedIds(ids(ACME)));
    expect(await idsOf('otherCustomer')).toEqual(sortedIds(ids(BOLT)));
    expect(await idsOf('salesRep')).toEqual(sortedIds(ids(ACME), ids(CRANE)));
    expect(await idsOf('otherSalesRep')).toEqual(sortedIds(ids(BOLT)));
    expect(await idsOf('twoReps')).toEqual(sortedIds(ids(ACME), ids(BOLT), ids(CRANE)));
    expect(await idsOf('admin')).toEqual(sortedIds(ids(ACME), ids(BOLT), ids(CRANE)));
    expect((await list('admin')).Total).toBe(8);
  });

  it('lists one status tab at a time', async () => {
    expect(await idsOf('customer', '&inquiryStatus=Cancelled')).toEqual(ids(ACME, 'Cancelled'));
    expect(await idsOf('admin', '&inquiryStatus=Converted')).toEqual(ids(ACME, 'Converted'));
    expect(await idsOf('otherCustomer', '&inquiryStatus=Converted')).toEqual([]);
  });

  it("never shows a customer another company's inquiry, whatever they ask", async () => {
    const [bolt] = ids(BOLT);
    const probes = [
      `&keyTerm=${bolt}`,
      `&keyTerm=bolt`,
      `&keyTerm=200`,
      `&inquiryId=${bolt}`,
      `&customerName=Bolt`,
      `&customerNumber=200200`,
      `&salesRep=7200`,
    ];
    await expectProbesHiddenFromCustomer(idsOf, probes);
  });

  it('finds by the free search: the inquiry number, a customer name in any case, a customer number without zeros', async () => {
    // The last inquiry's number begins no customer number and is in no name.
    const last = inquiries.at(-1)!.id;
    expect(await idsOf('admin', `&keyTerm=${last}`)).toEqual([last]);
    expect(await idsOf('admin', '&keyTerm=COOL')).toEqual(sortedIds(ids(CRANE)));
    expect(await idsOf('admin', '&keyTerm=101')).toEqual(sortedIds(ids(ACME)));
    expect(await idsOf('salesRep', '&keyTerm=a')).toEqual(sortedIds(ids(ACME), ids(CRANE)));
  });

  it('narrows by each column filter', async () => {
    const [, second] = ids(ACME);
    expect(await idsOf('admin', `&inquiryId=${second}`)).toEqual([second]);
    expect(await idsOf('admin', '&customerName=heat')).toEqual(sortedIds(ids(ACME)));
    expect(await idsOf('admin', '&customerNumber=101234')).toEqual(sortedIds(ids(ACME)));
    expect(await idsOf('admin', '&customerNumber=0000101')).toEqual(sortedIds(ids(ACME)));
    expect(await idsOf('admin', '&customerNumber=3003')).toEqual(sortedIds(ids(CRANE)));
    // Zeros alone are the padding of every number.
    const everyPending = sortedIds(ids(ACME), ids(BOLT), ids(CRANE));
    expect(await idsOf('admin', '&customerNumber=000')).toEqual(everyPending);
    const numbered = '&inquiryStatus=Converted&salesOrderNumber=400000';
    expect(await idsOf('customer', numbered)).toEqual([converted]);
    expect(await idsOf('customer', '&inquiryStatus=Converted&salesOrderNumber=5')).toEqual([]);
  });

  it("takes the inquiry date as the viewer's day", async () => {
    expect(await idsOf('admin', '&inquiryDate=2025-03-10')).toEqual([lateEvening]);
    const chicago = '&inquiryDate=2025-03-09&timeZone=America/Chicago';
    expect(await idsOf('admin', chicago)).toEqual([lateEvening]);
    expect(await idsOf('admin', '&inquiryDate=2025-03-07')).toEqual(sortedIds(ids(CRANE)));
  });

  it('narrows to one sales rep the viewer holds, and finds nothing for a rep they do not hold', async () => {
    expect(await idsOf('twoReps', '&salesRep=7200')).toEqual(sortedIds(ids(BOLT)));
    expect(await idsOf('twoReps', '&salesRep=7100')).toEqual(sortedIds(ids(ACME), ids(CRANE)));
    expect(await list('salesRep', '&salesRep=7200')).toEqual({
      List: [],
      Page: 1,
      PageSize: 100,
      Total: 0,
    });
    expect(await idsOf('admin', '&salesRep=7200')).toEqual(sortedIds(ids(BOLT)));
  });

  /** The expected order: the sort value, then the inquiry id, both in the asked direction. */
  const expectedOrder = (sortBy: InquirySortKey, descending: boolean) => {
    const value = (i: ListInquirySpec & { id: number }): number | string =>
      sortBy === 'InquiryId'
        ? i.id
        : sortBy === 'InquiryDate'
          ? i.inquiryDate.getTime()
          : i.customer.name.toLowerCase();
    return inquiries
      .filter((i) => i.status === 'Pending')
      .sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        const ascending = x < y ? -1 : x > y ? 1 : a.id - b.id;
        return descending ? -ascending : ascending;
      })
      .map((i) => i.id);
  };

  for (const sortBy of INQUIRY_SORT_KEYS)
    for (const descending of [true, false])
      for (const actor of ['admin', 'twoReps'] as const)
        it(`pages ${actor} through every inquiry once, sorted by ${sortBy} (descending: ${descending})`, async () => {
          const seen: number[] = [];
          for (let page = 1; page <= 3; page += 1) {
            const res = await get(
              actor,
              `page=${page}&pageSize=3&sortBy=${sortBy}&sortDesc=${descending}&saveFilters=false`,
            );
            const body: InquiryListPage = res.json();
            expect(body).toMatchObject({ Page: page, PageSize: 3, Total: 8 });
            seen.push(...body.List.map((i) => i.InquiryId));
          }
          expect(seen).toEqual(expectedOrder(sortBy, descending));
        });

  it('pages through a search that narrows the list, in the order asked', async () => {
    // 'ing' is in Acme Heating and crane Cooling, not in Bolt Air.
    const expected = expectedOrder('CustomerName', false).filter((id) => !ids(BOLT).includes(id));
    const seen: number[] = [];
    for (const page of [1, 2]) {
      const query = `keyTerm=ing&sortBy=CustomerName&sortDesc=false&page=${page}&pageSize=4`;
      const body: InquiryListPage = (await get('admin', `${query}&saveFilters=false`)).json();
      expect(body.Total).toBe(expected.length);
      seen.push(...body.List.map((i) => i.InquiryId));
    }
    expect(seen).toEqual(expected);
  });

  it('sorts by inquiry date, newest first, unless asked otherwise', async () => {
    expect((await list('admin')).List.map((i) => i.InquiryId)).toEqual(
      expectedOrder('InquiryDate', true),
    );
  });

  it('shows the first two items by item number, the item count and the total', async () => {
    const [row] = (await list('customer', `&inquiryId=${manyItems}`)).List;
    expect(row).toEqual({
      InquiryId: manyItems,
      InquiryDate: '2025-03-03T15:00:00.000Z',
      Status: 'Pending',
      CustomerNumber: ACME.number,
      CustomerName: ACME.name,
      SalesOrderNumber: null,
      OrderId: null,
      Total: 23,
      Currency: 'USD',
      ItemCount: 3,
      Items: [
        { MaterialNumber: '120-1000', Description: 'Part 120-1000', Quantity: 1 },
        { MaterialNumber: '120-2000', Description: 'Part 120-2000', Quantity: 2 },
      ],
      Deliveries: [],
      ExpectedShippingDate: null,
    });
  });

  it("shows a converted inquiry's order: its numbers, its deliveries, else its expected shipping date", async () => {
    const page = await list('customer', '&inquiryStatus=Converted&sortBy=InquiryId&sortDesc=false');
    expect(page.List).toMatchObject([
      {
        InquiryId: converted,
        Status: 'Converted',
        OrderId: expect.any(Number),
        SalesOrderNumber: '4000000123',
        Deliveries: [{ Carrier: 'UPS', TrackingNumber: '1Z999' }],
        ExpectedShippingDate: '2025-03-25',
      },
      {
        InquiryId: convertedUnshipped,
        OrderId: expect.any(Number),
        SalesOrderNumber: null,
        Deliveries: [],
        ExpectedShippingDate: '2025-04-02',
      },
    ]);
  });

  itRefusesCallersWithoutAccess(get, {
    anonymousQuery: '',
    roles: 'orders and inquiries',
    deniedMessage: AccountMessage.inquiriesDenied,
  });

  itRefusesBadQueries(get, [
    ['&inquiryDate=2025-3-05', INQUIRY_DATE_FORMAT_MESSAGE, 'inquiryDate'],
    ['&inquiryDate=2025-02-30', INQUIRY_DATE_FORMAT_MESSAGE, 'inquiryDate'],
    ['&inquiryStatus=Open', 'inquiryStatus must be one of Pending, Cancelled', 'inquiryStatus'],
    ['&sortBy=Total', 'sortBy must be one of InquiryId, InquiryDate, CustomerName', 'sortBy'],
    ['&sortDesc=yes', 'sortDesc must be true or false', 'sortDesc'],
    ['&saveFilters=no', 'saveFilters must be true or false', 'saveFilters'],
    ['&page=0', 'page must be 1 or more', 'page'],
    ['&pageSize=101', 'pageSize must be at most 100', 'pageSize'],
    ['&inquiryId=abc', 'inquiryId must be a number', 'inquiryId'],
    ['&inquiryId=0', 'inquiryId must be 1 or more', 'inquiryId'],
    ['&customerName=' + 'x'.repeat(101), 'at most 100 characters', 'customerName'],
    ['&keyTerm=ab&keyTerm=cd', 'keyTerm must be text', 'keyTerm'],
    ['&timeZone=%2B05:00', 'timeZone must be a time zone name', 'timeZone'],
    ['&timeZone=Mars/Olympus', 'timeZone Mars/Olympus is unknown', 'timeZone'],
  ]);

  it('reads query keys in any case, as the spec writes them', async () => {
    const res = await get(
      'admin',
      'PageSize=2&SortBy=InquiryDate&SORTDESC=false&SaveFilters=false',
    );
    const page: InquiryListPage = res.json();
    expect(page.PageSize).toBe(2);
    expect(page.List.map((i) => i.InquiryId)).toEqual(
      expectedOrder('InquiryDate', false).slice(0, 2),
    );
  });

  describe('saved filters (saveFilters, GET /api/inquiry/filters)', () => {
    const inject = (actor: ListActor, url: string) =>
      fixture.app.inject({ url, headers: fixture.headers[actor] });
    const saved = async (actor: ListActor, list: 'inquiry' | 'order' = 'inquiry') => {
      const res = await inject(actor, `/api/${list}/filters`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { Filters: Record<string, string> }).Filters;
    };

    it("keeps a search's filters and sort, without page or time zone, for that user alone", async () => {
      expect(await saved('twoReps')).toEqual({});
      const query =
        'inquiryStatus=Cancelled&keyTerm=%20Acme%20&customerNumber=101234&sortBy=CustomerName' +
        '&sortDesc=false&page=2&timeZone=America/Chicago';
      expect((await get('twoReps', query)).statusCode).toBe(200);
      expect(await saved('twoReps')).toEqual({
        inquiryStatus: 'Cancelled',
        keyTerm: 'Acme',
        customerNumber: '101234',
        sortBy: 'CustomerName',
        sortDesc: 'false',
      });
      expect(await saved('otherSalesRep')).toEqual({});
    });

    it("keeps the inquiry list's search apart from the order list's", async () => {
      expect((await inject('twoReps', '/api/order?keyTerm=Bolt')).statusCode).toBe(200);
      expect(await saved('twoReps', 'order')).toEqual({ keyTerm: 'Bolt' });
      expect(await saved('twoReps')).toMatchObject({ keyTerm: 'Acme' });
    });

    it('leaves the saved search alone for saveFilters=false and for a refused query', async () => {
      expect((await get('twoReps', 'keyTerm=Crane&saveFilters=false')).statusCode).toBe(200);
      expect((await get('twoReps', 'keyTerm=Crane&inquiryDate=yesterday')).statusCode).toBe(400);
      expect(await saved('twoReps')).toMatchObject({ keyTerm: 'Acme' });
    });

    it('saves the defaults as an empty search when the user resets the filters', async () => {
      expect((await get('twoReps', 'page=2')).statusCode).toBe(200);
      expect(await saved('twoReps')).toEqual({});
      expect(await saved('twoReps', 'order')).toEqual({ keyTerm: 'Bolt' });
    });

    it('answers 401 to a caller who is not signed in', async () => {
      const res = await inject('anonymous', '/api/inquiry/filters');
      expect(res.statusCode).toBe(401);
    });
  });
});
