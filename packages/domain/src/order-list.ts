import { z } from 'zod';
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

// The server answers a refused parameter with its message alone, so each one names its field.
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must have at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be ${min} or more`)
    .max(max, `${name} must be at most ${max}`);

/** 'true'/'false' in a query string. */
const flag = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true'));

/** A real calendar day written YYYY-MM-DD ('2025-02-30' is refused, not moved to March). */
const isCalendarDay = (v: string): boolean => {
  const day = new Date(`${v}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) && day.getUTCFullYear() >= 1 && day.toISOString().startsWith(v)
  );
};

/**
 * An IANA time zone name ('America/Chicago'), as the browser reports it; canonical spelling.
 * Offsets such as '+05:00' are refused: the database reads them with the opposite sign.
 */
const timeZoneName = z
  .string({ error: 'timeZone must be a time zone name' })
  .trim()
  .regex(
    /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/,
    'timeZone must be a time zone name such as America/Chicago',
  )
  .transform((name, ctx) => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      ctx.issues.push({ code: 'custom', message: `timeZone ${name} is unknown`, input: name });
      return z.NEVER;
    }
  });

/**
 * GET /api/order: the order search state (§3) as query parameters. Every filter narrows the
 * orders the viewer may see; none widens them.
 */
export const orderListQuery = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  pageSize: wholeNumber('pageSize', 1, DASHBOARD_PAGE_SIZE).default(ORDER_LIST_PAGE_SIZE),
  /** Absent: every status (the All tab). */
  orderStatus: z
    .enum(ORDER_STATUSES, { error: `orderStatus must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  /** Free search: sales order number, PO number or customer (name or number). */
  keyTerm: text('keyTerm', 100).refine(
    (v) => v === undefined || v.length >= ORDER_SEARCH_MIN_LENGTH,
    { message: ORDER_SEARCH_TOO_SHORT },
  ),
  salesOrderNumber: text('salesOrderNumber', 20),
  poNumber: text('poNumber', 40),
  customerName: text('customerName', 100),
  orderDate: z
    .string({ error: ORDER_DATE_FORMAT_MESSAGE })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ORDER_DATE_FORMAT_MESSAGE)
    .refine(isCalendarDay, ORDER_DATE_FORMAT_MESSAGE)
    .optional(),
  /** A carrier or a tracking number of one of the order's deliveries. */
  delivery: text('delivery', 60),
  /** One sales rep number the viewer holds: only that rep's customers' orders. */
  salesRep: text('salesRep', 20),
  sortBy: z
    .enum(ORDER_SORT_KEYS, { error: `sortBy must be one of ${ORDER_SORT_KEYS.join(', ')}` })
    .default('OrderDate'),
  sortDesc: flag('sortDesc', true),
  /** Orders shipped or expected to ship within this many days from today (dashboard). */
  shippingInDay: wholeNumber('shippingInDay', 0, 366).optional(),
  /** Customer admins only: the parts site's guest orders, which no customer list shows. */
  withoutCustomer: flag('withoutCustomer', false),
  /** Whether the server keeps these filters as the viewer's saved order filters. */
  saveFilters: flag('saveFilters', true),
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
  OrderItems: z.array(orderItemView),
  Deliveries: z.array(delivery),
});
export type OrderRow = z.infer<typeof orderRow>;

/**
 * A page of the order list. Total counts the matching orders up to `orderListCountCap`
 * (counting a million rows on every page is not done): `TotalIsExact` is false when more match.
 */
export const orderListPage = z.object({
  List: z.array(orderRow),
  Page: z.number().int(),
  PageSize: z.number().int(),
  Total: z.number().int(),
  TotalIsExact: z.boolean(),
});
export type OrderListPage = z.infer<typeof orderListPage>;
