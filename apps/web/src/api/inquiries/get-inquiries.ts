import {
  inquiryListPage,
  savedInquiryFilters,
  type InquiryListPage,
  type InquiryListQuery,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountKey } from '../accounts/account-keys.ts';
import { callAccount } from '../accounts/account-http.ts';
import { getOrderArea } from '../order-area-call.ts';

/** GET /api/inquiry's parameters as sent; the server fills in what is left out. */
export type InquiryApiQuery = Partial<InquiryListQuery>;

/** Every inquiry list page; a created, cancelled or converted inquiry invalidates them all. */
export const INQUIRY_LIST_KEY = accountKey('inquiries', 'list');

/** GET /api/inquiry: one page of the inquiries the viewer may see. */
export const getInquiries = (
  query: InquiryApiQuery,
  signal?: AbortSignal,
): Promise<InquiryListPage> =>
  getOrderArea('/inquiry', inquiryListPage, { signal, query: { ...query } });

export const inquiriesQueryOptions = (query: InquiryApiQuery) =>
  queryOptions({
    queryKey: [...INQUIRY_LIST_KEY, query],
    queryFn: ({ signal }) => getInquiries(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInquiries = (
  query: InquiryApiQuery,
  options?: { refetchInterval?: number; enabled?: boolean },
) => useQuery({ ...inquiriesQueryOptions(query), ...options });

/**
 * GET /api/inquiry/filters: the inquiry search the user last made, on any machine. Read once
 * per visit to the list without a search of its own; the list's own calls keep it up to date.
 */
export const savedInquiryFiltersQuery = queryOptions({
  queryKey: accountKey('inquiries', 'saved-filters'),
  queryFn: ({ signal }) => callAccount('GET', '/inquiry/filters', savedInquiryFilters, { signal }),
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
});
