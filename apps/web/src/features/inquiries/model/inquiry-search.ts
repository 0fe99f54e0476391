import {
  INQUIRY_FILTER_DEBOUNCE_MS,
  INQUIRY_LIST_PAGE_SIZE,
  INQUIRY_LIST_TABS,
  INQUIRY_SEARCH_DEBOUNCE_MS,
  INQUIRY_SEARCH_PLACEHOLDER,
  INQUIRY_SORT_KEYS,
  inquiryListQuery,
  type InquirySortKey,
  type InquiryStatus,
} from '@portal/domain';
import type { TabbedSearch, TabbedSearchShape } from '../../../ui/list/tabbed-search.ts';
import type { InquiryApiQuery } from '../../../api/inquiries/get-inquiries.ts';

export type InquiryListTab = (typeof INQUIRY_LIST_TABS)[number];

/** The texts under the columns and in the filter modal, by their parameter names. */
const FILTER_KEYS = [
  'inquiryId',
  'inquiryDate',
  'customerName',
  'customerNumber',
  'salesOrderNumber',
  'salesRep',
] as const;

/** Every text of the search: the free search, then the filters. */
const TEXT_KEYS = ['keyTerm', ...FILTER_KEYS] as const;
export type InquiryTextKey = (typeof TEXT_KEYS)[number];

/** The inquiry search filter (signed-in portals §3), as the page's address holds it. */
export type InquirySearch = TabbedSearch<InquiryListTab, InquiryTextKey, InquirySortKey>;

export const DEFAULT_INQUIRY_SEARCH: InquirySearch = {
  tab: 'Pending',
  keyTerm: '',
  inquiryId: '',
  inquiryDate: '',
  customerName: '',
  customerNumber: '',
  salesOrderNumber: '',
  salesRep: '',
  sortBy: 'InquiryDate',
  sortDesc: true,
  page: 1,
};

/** How the inquiry list is searched (§2.11, §8): 1 character searches, after 500 ms. */
export const INQUIRY_SEARCH: TabbedSearchShape<InquiryListTab, InquiryTextKey, InquirySortKey> = {
  query: inquiryListQuery.shape,
  statusParam: 'inquiryStatus',
  tabs: INQUIRY_LIST_TABS,
  sortKeys: INQUIRY_SORT_KEYS,
  textKeys: TEXT_KEYS,
  fields: {
    keyTerm: { label: 'Search' },
    inquiryId: { label: 'Inquiry Id' },
    inquiryDate: { label: 'Inquiry Date', placeholder: 'YYYY-MM-DD', date: true },
    customerName: { label: 'Customer' },
    customerNumber: { label: 'Customer #' },
    salesOrderNumber: { label: 'Sales Order #' },
    salesRep: { label: 'Sales Rep #' },
  },
  filterKeys: FILTER_KEYS,
  searchKey: 'keyTerm',
  defaults: DEFAULT_INQUIRY_SEARCH,
  searchBox: {
    id: 'inquiry-search',
    label: INQUIRY_SEARCH_PLACEHOLDER,
    delayMs: INQUIRY_SEARCH_DEBOUNCE_MS,
  },
  filterDelayMs: INQUIRY_FILTER_DEBOUNCE_MS,
  filterTitle: 'Filter inquiries',
};

/**
 * GET /api/inquiry's query for a search; empty texts are left out by the client. The time
 * zone is the reader's, so that an inquiry date means the day their list shows.
 */
export const apiQueryOf = (search: InquirySearch, timeZone: string): InquiryApiQuery => ({
  page: search.page,
  pageSize: INQUIRY_LIST_PAGE_SIZE,
  inquiryStatus: search.tab satisfies InquiryStatus,
  keyTerm: search.keyTerm,
  inquiryId: search.inquiryId === '' ? undefined : Number(search.inquiryId),
  inquiryDate: search.inquiryDate,
  customerName: search.customerName,
  customerNumber: search.customerNumber,
  salesOrderNumber: search.salesOrderNumber,
  salesRep: search.salesRep,
  sortBy: search.sortBy,
  sortDesc: search.sortDesc,
  timeZone,
});
