import { AccountMessage, type InquiryListPage, type InquiryListQuery } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { Forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { readInTimeZone } from '../order/list-conditions.ts';
import { orderListScope } from '../order/order-list-scope.ts';
import { inquiryReader } from './inquiry-access.ts';
import { inquiryListFilters, inquiryListSort, narrowsToFew } from './inquiry-list-filters.ts';
import { readInquiryListPage } from './inquiry-list-query.ts';

/**
 * GET /api/inquiry: one page of the inquiries the viewer may see (those GET /api/inquiry/:id
 * opens for them) that match every filter, with the exact count. Without the Orders and
 * Inquiries read level (§2.1, §6): 403 'Access to the Inquiries is Denied.'.
 */
export async function listInquiries(
  db: Executor,
  viewer: Viewer,
  query: InquiryListQuery,
): Promise<InquiryListPage> {
  const reader = inquiryReader(viewer);
  if (!reader) throw new Forbidden(AccountMessage.inquiriesDenied);
  // The order list's rule of who sees which customer, and of the sales rep filter.
  const scope = orderListScope(reader, query, sql`i.customer_number`);
  const { page, pageSize } = query;
  const empty = { List: [], Page: page, PageSize: pageSize, Total: 0 };
  if (scope.kind !== 'all' && scope.kind !== 'customers') return empty;
  const { matching, rows } = await readInTimeZone(query.timeZone, () =>
    readInquiryListPage(db, {
      scope,
      status: query.inquiryStatus,
      filters: inquiryListFilters(query),
      narrow: narrowsToFew(query),
      sort: inquiryListSort(query.sortBy, query.sortDesc),
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }),
  );
  return { ...empty, List: rows, Total: matching };
}
