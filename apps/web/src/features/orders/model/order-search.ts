import {
  ORDER_LIST_PAGE_SIZE,
  ORDER_LIST_TABS,
  orderListQuery,
  type OrderListTab,
  type OrderSortKey,
  type OrderStatus,
} from '@portal/domain';
import { problemOf } from './filter-checks.ts';

/** The filters typed into the columns and the filter modal, by their parameter names. */
export const FILTER_KEYS = [
  'salesOrderNumber',
  'poNumber',
  'customerName',
  'orderDate',
  'delivery',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Every text of the search: the free search, the filters and the sales rep picked. */
export const TEXT_KEYS = ['keyTerm', ...FILTER_KEYS, 'salesRep'] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

/** The order search state (signed-in portals §3), as the page's address holds it. */
export interface OrderSearch extends Record<TextKey, string> {
  tab: OrderListTab;
  sortBy: OrderSortKey;
  sortDesc: boolean;
  page: number;
}

export const DEFAULT_ORDER_SEARCH: OrderSearch = {
  tab: 'All',
  keyTerm: '',
  salesOrderNumber: '',
  poNumber: '',
  customerName: '',
  orderDate: '',
  delivery: '',
  salesRep: '',
  sortBy: 'OrderDate',
  sortDesc: true,
  page: 1,
};

export const isOrderListTab = (value: string): value is OrderListTab =>
  (ORDER_LIST_TABS as readonly string[]).includes(value);

const statusOfTab = (tab: OrderListTab): OrderStatus | undefined =>
  tab === 'All' ? undefined : tab;

/**
 * Reads the page's address with the contract's own rules. A value the server would refuse (an
 * edited or old link) is left out, as if it had never been typed, rather than failing the list.
 */
export function searchFromParams(params: URLSearchParams): OrderSearch {
  const shape = orderListQuery.shape;
  const read = (key: string) => params.get(key) ?? undefined;
  const text = (key: TextKey) => {
    const value = read(key)?.trim() ?? '';
    return problemOf(key, value) === null ? value : '';
  };
  const status = shape.orderStatus.safeParse(read('orderStatus'));
  const sortBy = shape.sortBy.safeParse(read('sortBy'));
  const sortDesc = shape.sortDesc.safeParse(read('sortDesc'));
  const page = shape.page.safeParse(read('page'));
  return {
    tab: (status.success && status.data) || 'All',
    keyTerm: text('keyTerm'),
    salesOrderNumber: text('salesOrderNumber'),
    poNumber: text('poNumber'),
    customerName: text('customerName'),
    orderDate: text('orderDate'),
    delivery: text('delivery'),
    salesRep: text('salesRep'),
    sortBy: sortBy.success ? sortBy.data : DEFAULT_ORDER_SEARCH.sortBy,
    sortDesc: sortDesc.success ? sortDesc.data : DEFAULT_ORDER_SEARCH.sortDesc,
    page: page.success ? page.data : 1,
  };
}

/** The address of a search: only what differs from the defaults, so links stay short. */
export function paramsFromSearch(search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  const status = statusOfTab(search.tab);
  if (status) params.set('orderStatus', status);
  for (const key of TEXT_KEYS) if (search[key] !== '') params.set(key, search[key]);
  if (search.sortBy !== DEFAULT_ORDER_SEARCH.sortBy) params.set('sortBy', search.sortBy);
  if (!search.sortDesc) params.set('sortDesc', 'false');
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/**
 * GET /api/order's query for a search; empty texts are left out by the client. The time zone
 * is the reader's, so that an order date means the day their list shows.
 */
export const apiQueryOf = (search: OrderSearch, timeZone: string) => ({
  page: search.page,
  pageSize: ORDER_LIST_PAGE_SIZE,
  orderStatus: statusOfTab(search.tab),
  keyTerm: search.keyTerm,
  salesOrderNumber: search.salesOrderNumber,
  poNumber: search.poNumber,
  customerName: search.customerName,
  orderDate: search.orderDate,
  delivery: search.delivery,
  salesRep: search.salesRep,
  sortBy: search.sortBy,
  sortDesc: search.sortDesc,
  timeZone,
});

/** A change of sort, filter, tab or sales rep runs the search again from page 1 (§4). */
export const withChange = (
  search: OrderSearch,
  change: Partial<Omit<OrderSearch, 'page'>>,
): OrderSearch => ({ ...search, ...change, page: 1 });

/** A text typed, picked or removed: searched again from page 1. */
export const withText = (search: OrderSearch, key: TextKey, value: string): OrderSearch => ({
  ...search,
  [key]: value,
  page: 1,
});

/** The same column again flips the direction; a new column starts descending. */
export const nextSort = (search: OrderSearch, column: OrderSortKey): OrderSearch =>
  withChange(search, {
    sortBy: column,
    sortDesc: column === search.sortBy ? !search.sortDesc : true,
  });
