import {
  ORDER_FILTER_DEBOUNCE_MS,
  ORDER_LIST_PAGE_SIZE,
  ORDER_LIST_TABS,
  ORDER_SEARCH_DEBOUNCE_MS,
  ORDER_SORT_KEYS,
  orderListQuery,
  type OrderListTab,
  type OrderSortKey,
  type OrderStatus,
} from '@portal/domain';
import type { TabbedSearch, TabbedSearchShape } from '../../../ui/list/tabbed-search.ts';

/** The filters typed into the columns and the filter modal, by their parameter names. */
export const FILTER_KEYS = [
  'salesOrderNumber',
  'poNumber',
  'customerName',
  'orderDate',
  'delivery',
] as const;

/** Every text of the search: the free search, the filters and the sales rep picked. */
export const TEXT_KEYS = ['keyTerm', ...FILTER_KEYS, 'salesRep'] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

/** The order search state (signed-in portals §3), as the page's address holds it. */
export type OrderSearch = TabbedSearch<OrderListTab, TextKey, OrderSortKey>;

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

/** How the order list is searched: the All tab sends no status (§2.9). */
export const ORDER_SEARCH: TabbedSearchShape<OrderListTab, TextKey, OrderSortKey> = {
  query: orderListQuery.shape,
  statusParam: 'orderStatus',
  tabs: ORDER_LIST_TABS,
  sortKeys: ORDER_SORT_KEYS,
  textKeys: TEXT_KEYS,
  fields: {
    keyTerm: { label: 'Search' },
    salesOrderNumber: { label: 'Sales Order #' },
    poNumber: { label: 'PO #' },
    customerName: { label: 'Customer' },
    orderDate: { label: 'Order Date', placeholder: 'YYYY-MM-DD', date: true },
    delivery: { label: 'Delivery', placeholder: 'Carrier or tracking #' },
    salesRep: { label: 'Sales Rep' },
  },
  filterKeys: FILTER_KEYS,
  searchKey: 'keyTerm',
  defaults: DEFAULT_ORDER_SEARCH,
  searchBox: {
    id: 'order-search',
    label: 'Sales Order # / PO # / Customer',
    delayMs: ORDER_SEARCH_DEBOUNCE_MS,
  },
  filterDelayMs: ORDER_FILTER_DEBOUNCE_MS,
  filterTitle: 'Filter orders',
};

const statusOfTab = (tab: OrderListTab): OrderStatus | undefined =>
  tab === 'All' ? undefined : tab;

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
