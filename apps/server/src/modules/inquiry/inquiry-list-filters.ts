import { withoutLeadingZeros, type InquiryListQuery, type InquirySortKey } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { containsText } from '../customer/visibility.ts';
import { customerNumberStartsWith, idOf, onDay, startsWith } from '../order/list-conditions.ts';
import { listSort, type ListSort } from '../order/order-list-sort.ts';

/**
 * The free search ('Sales Inquiry Id / Customer'): the inquiry's number, a customer name
 * containing the term, or a customer number beginning with it, leading zeros aside (a term of
 * zeros alone names no number, as on the order list).
 */
function keyTermMatches(term: string): SQL {
  const id = idOf(term);
  const alternatives = [
    containsText(sql`i.customer_name`, term),
    customerNumberStartsWith(sql`i.customer_number`, term),
    id === null ? null : sql`i.inquiry_id = ${id}`,
  ].filter((s): s is SQL => s !== null);
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/**
 * Each filter of the query but the status tab as a condition on `inquiry i`; all of them must
 * hold. A sales order number is the converted order's, read from the order.
 */
export function inquiryListFilters(query: InquiryListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.keyTerm) filters.push(keyTermMatches(query.keyTerm));
  if (query.inquiryId !== undefined) filters.push(sql`i.inquiry_id = ${query.inquiryId}`);
  if (query.salesOrderNumber) {
    const numbered = startsWith(sql`o.sales_order_number`, query.salesOrderNumber);
    filters.push(sql`i.order_id in (select o.order_id from orders o where ${numbered})`);
  }
  if (query.customerName) filters.push(containsText(sql`i.customer_name`, query.customerName));
  // Zeros alone are the ERP's padding of every number: they narrow nothing.
  const number = query.customerNumber
    ? customerNumberStartsWith(sql`i.customer_number`, query.customerNumber)
    : null;
  if (number) filters.push(number);
  if (query.inquiryDate)
    filters.push(onDay(sql`i.inquiry_date`, query.inquiryDate, query.timeZone));
  return filters;
}

/** A customer term shorter than this holds no trigram: it matches much of a tab. */
const NARROW_TERM_LENGTH = 3;

/** Whether a term narrows the search indexes' reading, also as a number without its zeros. */
function narrowingTerm(term: string): boolean {
  const digits = withoutLeadingZeros(term);
  return (
    term.length >= NARROW_TERM_LENGTH && (digits === '' || digits.length >= NARROW_TERM_LENGTH)
  );
}

/**
 * Whether the query's filters narrow the tab to few inquiries, found through the search
 * indexes: then the list gathers them once for page and count. A walk along a sort index to
 * the page would read every inquiry before them, all of them in name order, where a name
 * search's matches sit together. Without filters, or with a term too short to narrow, the page
 * is walked to and the count read apart.
 */
export function narrowsToFew(query: InquiryListQuery): boolean {
  const number = query.customerNumber && withoutLeadingZeros(query.customerNumber);
  const terms = [query.keyTerm, query.customerName, number || undefined].filter(
    (t): t is string => t !== undefined,
  );
  if (!terms.every(narrowingTerm)) return false;
  const others = [query.inquiryId, query.salesOrderNumber, query.inquiryDate];
  return terms.length > 0 || others.some((v) => v !== undefined);
}

/**
 * What each sortable column orders by, on `inquiry i`; customer names without regard to case.
 * Spelled as the schema's inquiry_status_*_idx indexes are, so that they serve the sort.
 */
const sortKeys: Record<InquirySortKey, SQL> = {
  InquiryId: sql`i.inquiry_id`,
  InquiryDate: sql`i.inquiry_date`,
  CustomerName: sql`lower(i.customer_name)`,
};

export const inquiryListSort = (sortBy: InquirySortKey, descending: boolean): ListSort =>
  listSort(sortKeys[sortBy], descending);
