import { orderListQuery } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../api/http-client.ts';
import {
  filterBadges,
  nextSort,
  paramsFromSearch,
  searchFromParams,
  withChange,
} from '../../../ui/list/tabbed-search.ts';
import {
  apiQueryOf,
  DEFAULT_ORDER_SEARCH,
  ORDER_SEARCH,
  type OrderSearch,
} from './order-search.ts';

const read = (query: string) => searchFromParams(ORDER_SEARCH, new URLSearchParams(query));
const search = (change: Partial<OrderSearch>): OrderSearch => ({
  ...DEFAULT_ORDER_SEARCH,
  ...change,
});

describe('order search in the address', () => {
  it('leaves the defaults out, so the plain list has a plain address', () => {
    expect(paramsFromSearch(ORDER_SEARCH, DEFAULT_ORDER_SEARCH).toString()).toBe('');
    expect(read('')).toEqual(DEFAULT_ORDER_SEARCH);
  });

  it('reads back every part of a search it wrote', () => {
    const full = search({
      tab: 'In Progress',
      keyTerm: 'acme',
      salesOrderNumber: '4500012',
      poNumber: 'PO 7',
      customerName: 'Acme & Sons',
      orderDate: '2025-03-01',
      delivery: '1Z999',
      salesRep: '0000123',
      sortBy: 'Total',
      sortDesc: false,
      page: 4,
    });
    const address = paramsFromSearch(ORDER_SEARCH, full).toString();
    expect(address).toContain('orderStatus=In+Progress');
    expect(address).toContain('sortDesc=false');
    expect(read(address)).toEqual(full);
  });

  it('drops what the server would refuse instead of failing the list', () => {
    expect(
      read(
        'orderStatus=Lost&sortBy=Colour&sortDesc=maybe&page=-2&keyTerm=a&orderDate=2025-2-1&salesOrderNumber=' +
          '1'.repeat(21),
      ),
    ).toEqual(DEFAULT_ORDER_SEARCH);
  });

  it('trims what it reads', () => {
    expect(read('poNumber=%20PO7%20&keyTerm=%20ab%20')).toMatchObject({
      poNumber: 'PO7',
      keyTerm: 'ab',
    });
  });

  it('asks the server for exactly what the contract reads', () => {
    const asked = search({ tab: 'Shipped', customerName: 'Acme', sortDesc: false, page: 2 });
    const url = new URL(
      apiUrl('/order', apiQueryOf(asked, 'America/Chicago')),
      'http://portal.test',
    );
    expect(orderListQuery.parse(Object.fromEntries(url.searchParams))).toMatchObject({
      page: 2,
      pageSize: 10,
      orderStatus: 'Shipped',
      customerName: 'Acme',
      sortBy: 'OrderDate',
      sortDesc: false,
      timeZone: 'America/Chicago',
    });
    expect(url.searchParams.has('keyTerm')).toBe(false);
  });
});

describe('order list sorting and paging', () => {
  it('sorts by order date, newest first, by default', () => {
    expect(DEFAULT_ORDER_SEARCH).toMatchObject({ sortBy: 'OrderDate', sortDesc: true });
  });

  it('flips the direction when the same column is clicked again', () => {
    const once = nextSort(DEFAULT_ORDER_SEARCH, 'OrderDate');
    expect(once).toMatchObject({ sortBy: 'OrderDate', sortDesc: false });
    expect(nextSort(once, 'OrderDate')).toMatchObject({ sortBy: 'OrderDate', sortDesc: true });
  });

  it('starts a new column descending, whatever the direction was', () => {
    const ascending = search({ sortBy: 'OrderDate', sortDesc: false });
    expect(nextSort(ascending, 'Total')).toMatchObject({ sortBy: 'Total', sortDesc: true });
  });

  it('goes back to page 1 on a change of sort, filter or tab', () => {
    const onPage3 = search({ page: 3 });
    expect(nextSort(onPage3, 'Total').page).toBe(1);
    expect(withChange(onPage3, { poNumber: 'PO1' }).page).toBe(1);
    expect(withChange(onPage3, { tab: 'Cancelled' }).page).toBe(1);
  });
});

describe('Filtered By badges', () => {
  it('shows one badge per text the search narrows by, in the fields order', () => {
    expect(filterBadges(ORDER_SEARCH, DEFAULT_ORDER_SEARCH)).toEqual([]);
    expect(
      filterBadges(
        ORDER_SEARCH,
        search({ orderDate: '2025-03-01', keyTerm: 'acme', sortBy: 'Total' }),
      ),
    ).toEqual([
      { key: 'keyTerm', label: 'Search', value: 'acme' },
      { key: 'orderDate', label: 'Order Date', value: '2025-03-01' },
    ]);
  });
});
