import { z } from 'zod';
import { INQUIRY_STATUSES, inquiryStatus } from './inquiry.ts';
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
import {
  DASHBOARD_PAGE_SIZE,
  ORDER_DATE_FORMAT_MESSAGE,
  ORDER_FILTER_DEBOUNCE_MS,
  ORDER_LIST_PAGE_SIZE,
  ORDER_SEARCH_DEBOUNCE_MS,
  savedOrderFilters,
} from './order-list.ts';
import { delivery } from './order-summary.ts';

/**
 * The inquiry list (signed-in portals §2.11, §3 inquiry search filter, §8, §9): its page size
 * and debounces are the order list's (§9).
 */
export const INQUIRY_LIST_PAGE_SIZE = ORDER_LIST_PAGE_SIZE;
/** Characters the inquiry list's free search needs before it searches. */
export const INQUIRY_SEARCH_MIN_LENGTH = 1;
export const INQUIRY_SEARCH_DEBOUNCE_MS = ORDER_SEARCH_DEBOUNCE_MS;
export const INQUIRY_FILTER_DEBOUNCE_MS = ORDER_FILTER_DEBOUNCE_MS;
export const INQUIRY_SEARCH_PLACEHOLDER = 'Sales Inquiry Id / Customer';
export const INQUIRY_DATE_FORMAT_MESSAGE = ORDER_DATE_FORMAT_MESSAGE.replace('Order', 'Inquiry');
/** The material cell names this many items, then '+More'. */
export const INQUIRY_ROW_ITEMS = 2;

/**
 * The list's status tabs: the spec's Pending (default) and Cancelled, and Converted, the
 * status a converted inquiry takes (decision 163), so that it stays findable.
 */
export const INQUIRY_LIST_TABS = ['Pending', 'Cancelled', 'Converted'] as const;

/** Columns the inquiry list sorts by; a new column starts descending. */
export const INQUIRY_SORT_KEYS = ['InquiryId', 'InquiryDate', 'CustomerName'] as const;
export const inquirySortKey = z.enum(INQUIRY_SORT_KEYS);
export type InquirySortKey = z.infer<typeof inquirySortKey>;

/**
 * GET /api/inquiry: the inquiry search filter (§3) as query parameters. Every filter narrows
 * the inquiries the viewer may see; none widens them.
 */
export const inquiryListQuery = z.object({
  ...queryPaging(INQUIRY_LIST_PAGE_SIZE, DASHBOARD_PAGE_SIZE),
  inquiryStatus: queryChoice('inquiryStatus', INQUIRY_STATUSES).default('Pending'),
  /** Free search: the inquiry id, or the customer's name (contained) or number (its start). */
  keyTerm: queryText('keyTerm', 100),
  inquiryId: queryWholeNumber('inquiryId', 1, 2_147_483_647).optional(),
  /** The start of the converted order's sales order number. */
  salesOrderNumber: queryText('salesOrderNumber', 20),
  customerName: queryText('customerName', 100),
  /** The start of the customer number, leading zeros aside ('101234' finds '0000101234'). */
  customerNumber: queryText('customerNumber', 20),
  inquiryDate: queryDay(INQUIRY_DATE_FORMAT_MESSAGE),
  /** One sales rep number: only that rep's customers' inquiries. */
  salesRep: queryText('salesRep', 20),
  sortBy: queryChoice('sortBy', INQUIRY_SORT_KEYS).default('InquiryDate'),
  sortDesc: queryFlag('sortDesc', true),
  /** Whether the server keeps these filters as the viewer's saved inquiry filters. */
  saveFilters: queryFlag('saveFilters', true),
  /** The viewer's time zone: which instants 'that day' (inquiryDate) covers. */
  timeZone: timeZoneName.default('UTC'),
});
export type InquiryListQuery = z.output<typeof inquiryListQuery>;
export type InquiryListQueryInput = z.input<typeof inquiryListQuery>;

/** What a user's inquiry list keeps between visits: the parameters that differ from defaults. */
export const SAVED_INQUIRY_FILTER_KEYS = [
  'inquiryStatus',
  'keyTerm',
  'inquiryId',
  'salesOrderNumber',
  'customerName',
  'customerNumber',
  'inquiryDate',
  'salesRep',
  'sortBy',
  'sortDesc',
] as const;

/** GET /api/inquiry/filters: the saved search as query parameters, as the order list's. */
export const savedInquiryFilters = savedOrderFilters;

/** One inquiry as the list shows it. */
export const inquiryRow = z.object({
  InquiryId: z.number().int(),
  /** The instant it was made, as the order list's OrderDate: shown as the viewer's day. */
  InquiryDate: z.string(),
  Status: inquiryStatus,
  CustomerNumber: z.string(),
  CustomerName: z.string(),
  /** The converted order's ERP number, once known. */
  SalesOrderNumber: z.string().nullable(),
  /** The converted order's portal number (order_summary's invoiceNo), when converted. */
  OrderId: z.number().int().nullable(),
  Total: z.number(),
  Currency: z.string(),
  ItemCount: z.number().int(),
  /** The first INQUIRY_ROW_ITEMS items by item number. */
  Items: z.array(
    z.object({ MaterialNumber: z.string(), Description: z.string(), Quantity: z.number() }),
  ),
  /** Of the converted order: its deliveries, else the date it is expected to ship. */
  Deliveries: z.array(delivery),
  ExpectedShippingDate: z.string().nullable(),
});
export type InquiryRow = z.infer<typeof inquiryRow>;

export const inquiryListPage = listPage(inquiryRow);
export type InquiryListPage = z.infer<typeof inquiryListPage>;
