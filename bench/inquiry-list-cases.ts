// What bench/inquiry-list.ts asks GET /api/inquiry, with search terms taken from the inquiries.
import { INQUIRY_LIST_TABS, INQUIRY_SORT_KEYS } from '@portal/domain';
import type pg from 'pg';
import { LARGE_ACCOUNT } from './inquiry-history.ts';
import { listQueryString, TIME_ZONE } from './order-list-cases.ts';

export type InquiryReader = 'admin' | 'customer';

export interface InquiryListCase {
  name: string;
  reader: InquiryReader;
  /** The query string, as the page sends it. */
  query: string;
  /** p95 target in ms (issue 16, requirement 6). */
  target: number;
}

const LIST_TARGET_MS = 30;

interface Terms {
  inquiryId: number;
  salesOrderPrefix: string;
  customerName: string;
  customerNumber: string;
  day: string;
  salesRep: string;
}

/** Terms from a month-old converted inquiry of the large account: each finds it, and others. */
export async function searchTerms(client: pg.Pool): Promise<Terms> {
  const { rows } = await client.query(
    `select i.inquiry_id as id, o.sales_order_number as so, i.customer_name as customer,
       (i.inquiry_date at time zone $1)::date::text as day, cr.sales_rep_number as rep
     from inquiry i
     join orders o on o.order_id = i.order_id
     join customer_sales_rep cr on cr.customer_number = i.customer_number
     where i.customer_number = $2 and i.inquiry_date < now() - interval '30 days'
     order by i.inquiry_date desc limit 1`,
    [TIME_ZONE, LARGE_ACCOUNT],
  );
  const r = rows[0];
  if (!r) throw new Error('the inquiries hold no converted inquiry of the large account');
  return {
    inquiryId: Number(r.id),
    salesOrderPrefix: String(r.so).slice(0, 7),
    customerName: String(r.customer).split(' ').slice(0, 2).join(' ').toLowerCase(),
    customerNumber: LARGE_ACCOUNT.replace(/^0+/, ''),
    day: String(r.day),
    salesRep: String(r.rep),
  };
}

/** The first page with each sort and each filter, for both readers. */
export function inquiryListCases(terms: Terms): InquiryListCase[] {
  const cases: InquiryListCase[] = [];
  const add = (
    reader: InquiryReader,
    name: string,
    params: Record<string, string | number | boolean>,
  ) => cases.push({ reader, name, query: listQueryString(params), target: LIST_TARGET_MS });
  for (const reader of ['admin', 'customer'] as const) {
    add(reader, 'first page', {});
    for (const sortBy of INQUIRY_SORT_KEYS)
      for (const sortDesc of [false, true])
        add(reader, `sort ${sortBy} ${sortDesc ? 'desc' : 'asc'}`, { sortBy, sortDesc });
    add(reader, 'page 5', { page: 5 });
    for (const inquiryStatus of INQUIRY_LIST_TABS.filter((s) => s !== 'Pending'))
      add(reader, `status ${inquiryStatus}`, { inquiryStatus });
    add(reader, 'search: inquiry id', { keyTerm: terms.inquiryId, inquiryStatus: 'Converted' });
    add(reader, 'search: customer name', { keyTerm: terms.customerName });
    add(reader, 'search: customer number', { keyTerm: terms.customerNumber });
    add(reader, 'search: one letter', { keyTerm: 'a' });
    add(reader, 'column: inquiry id', { inquiryId: terms.inquiryId, inquiryStatus: 'Converted' });
    add(reader, 'column: sales order number', {
      salesOrderNumber: terms.salesOrderPrefix,
      inquiryStatus: 'Converted',
    });
    add(reader, 'column: customer name', { customerName: terms.customerName });
    add(reader, 'column: customer number', { customerNumber: terms.customerNumber });
    add(reader, 'inquiry date', { inquiryDate: terms.day, inquiryStatus: 'Converted' });
    add(reader, 'sales rep', { salesRep: terms.salesRep });
    add(reader, 'sort CustomerName, customer name', {
      customerName: terms.customerName,
      sortBy: 'CustomerName',
      sortDesc: false,
    });
  }
  return cases;
}
