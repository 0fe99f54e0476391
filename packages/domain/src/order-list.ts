import { z } from 'zod';
import { listPage } from './list-page.ts';
import {
  queryChoice,
  queryDay,
  queryFlag,
  queryPaging,
  queryText,
  queryWholeNumber,
  timeZoneName,
} from './list-query-params.ts';
import { ORDER_STATUSES, orderStatus } from './order.ts';
import { delivery, orderItemView, orderPartyView } from './order-summary.ts';

/** Orders on a page of the order list (signed-in portals §9). */
export const ORDER_LIST_PAGE_SIZE = 10;
/** The dashboard's order cards read up to this many orders. */
export const DASHBOARD_PAGE_SIZE = 100;
/** Page buttons the pager shows at most. */
export const ORDER_LIST_PAGE_BUTTONS = 10;
/** Characters the order list's free search needs before it searches. */
export const ORDER_SEARCH_MIN_LENGTH = 2;
export const ORDER_SEARCH_TOO_SHORT = 'Search requires minimum of 2 characters';
export const ORDER_SEARCH_DEBOUNCE_MS = 500;
export const ORDER_FILTER_DEBOUNCE_MS = 1000;
export const ORDER_DATE_FORMAT_MESSAGE = 'Order date must be YYYY-MM-DD';
/** The pending-orders card colours an order date by age: over 7 days danger, over 1 warning. */
export const ORDER_AGE_DANGER_DAYS = 7;
export const ORDER_AGE_WARNING_DAYS = 1;
/** The shipped-orders card looks this many days ahead. */
export const SHIPMENT_CARD_DAYS = 10;

/** The order list's status tabs: every order, then one tab per status. */
export const ORDER_LIST_TABS = ['All', 'Pending', 'In Progress', 'Shipped', 'Cancelled'] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** Columns the order list sorts by; a new column starts descending. */
export const ORDER_SORT_KEYS = [
  'SalesOrderNumber',
  'OrderDate',
  'CustomerPurchaseOrderNumber',
  'CustomerName',
  'ExpectedShippingDate',
  'OrderStatus',
  'Total',
] as const;
export const orderSortKey = z.enum(ORDER_SORT_KEYS);
export type OrderSortKey = z.infer<typeof orderSortKey>;

/** Item status that counts 0 toward an order's Total (signed-in portals §4). */
export const CANCELLED_ITEM_STATUS = 'Cancelled';

/**
 * Total counts matching orders only up to this many: enough for the pager's buttons beyond
 * the current page. Past it, Total is this number and TotalIsExact is false.
 */
export const orderListCountCap = (page: number, pageSize: number): number =>
  (page + ORDER_LIST_PAGE_BUTTONS) * pageSize;

/**
 * GET /api/order: the order search state (§3) as query parameters. Every filter narrows the
 * orders the viewer may see; none widens them.
 */
export const orderListQuery = z.object({
  ...queryPaging(ORDER_LIST_PAGE_SIZE, DASHBOARD_PAGE_SIZE),
  /** Absent: every status (the All tab). */
  orderStatus: queryChoice('orderStatus', ORDER_STATUSES).optional(),
  /** Free search: sales order number, PO number or customer (name or number). */
  keyTerm: queryText('keyTerm', 100).refine(
    (v) => v === undefined || v.length >= ORDER_SEARCH_MIN_LENGTH,
    { message: ORDER_SEARCH_TOO_SHORT },
  ),
  salesOrderNumber: queryText('salesOrderNumber', 20),
  poNumber: queryText('poNumber', 40),
  customerName: queryText('customerName', 100),
  orderDate: queryDay(ORDER_DATE_FORMAT_MESSAGE),
  /** A carrier or a tracking number of one of the order's deliveries. */
  delivery: queryText('delivery', 60),
  /** One sales rep number the viewer holds: only that rep's customers' orders. */
  salesRep: queryText('salesRep', 20),
  sortBy: queryChoice('sortBy', ORDER_SORT_KEYS).default('OrderDate'),
  sortDesc: queryFlag('sortDesc', true),
  /** Orders shipped or expected to ship within this many days from today (dashboard). */
  shippingInDay: queryWholeNumber('shippingInDay', 0, 366).optional(),
  /** Customer admins only: the parts site's guest orders, which no customer list shows. */
  withoutCustomer: queryFlag('withoutCustomer', false),
  /** Whether the server keeps these filters as the viewer's saved order filters. */
  saveFilters: queryFlag('saveFilters', true),
  /** The viewer's time zone: which instants 'that day' (orderDate) and 'today' cover. */
  timeZone: timeZoneName.default('UTC'),
});
export type OrderListQuery = z.output<typeof orderListQuery>;
export type OrderListQueryInput = z.input<typeof orderListQuery>;

/**
 * What a user's order list keeps between visits (saveFilters, §2.9): the search's parameters
 * that differ from the defaults. Page, page size and time zone are not part of it.
 */
export const SAVED_ORDER_FILTER_KEYS = [
  'orderStatus',
  'keyTerm',
  'salesOrderNumber',
  'poNumber',
  'customerName',
  'orderDate',
  'delivery',
  'salesRep',
  'sortBy',
  'sortDesc',
] as const;

/** GET /api/order/filters: the saved search as query parameters; empty when none is saved. */
export const savedOrderFilters = z.object({ Filters: z.record(z.string(), z.string()) });
export type SavedOrderFilters = z.infer<typeof savedOrderFilters>;

/** One order as the list shows it, with what its expanded row and tracking modal need. */
export const orderRow = z.object({
  /** The portal's order number ('Order #'): what /order_summary/{invoiceNo} opens. */
  OrderId: z.number().int(),
  /** The ERP's number; empty until the ERP has the order ('Being processed'). */
  SalesOrderNumber: z.string(),
  OrderDate: z.string(),
  CustomerPurchaseOrderNumber: z.string(),
  CustomerNumber: z.string().nullable(),
  CustomerName: z.string().nullable(),
  BillToParty: orderPartyView.nullable(),
  ShipToParty: orderPartyView.nullable(),
  Creator: z.string().nullable(),
  CreatorUsername: z.string().nullable(),
  /** The items' TotalPrice summed, cancelled items counting 0; no shipping or tax. */
  Total: z.number(),
  Currency: z.string(),
  OrderStatus: orderStatus,
  ExpectedShippingDate: z.string().nullable(),
  ShipVia: z.string(),
  SalesRepresentatives: z.array(z.object({ SalesRepNumber: z.string(), Name: z.string() })),
  /** The first items; their prices' rules are the summary's to show. */
  OrderItems: z.array(orderItemView.omit({ PriceExplanation: true })),
  Deliveries: z.array(delivery),
});
export type OrderRow = z.infer<typeof orderRow>;

/**
 * A page of the order list. Total counts the matching orders up to `orderListCountCap`
 * (counting a million rows on every page is not done): `TotalIsExact` is false when more match.
 */
export const orderListPage = listPage(orderRow).extend({ TotalIsExact: z.boolean() });
export type OrderListPage = z.infer<typeof orderListPage>;
