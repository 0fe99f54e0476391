import { INQUIRY_ROW_ITEMS } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { isoInstant, orderDeliveries } from '../order/order-list-row.ts';
import { orderBy, type ListSort } from '../order/order-list-sort.ts';

/** The material cell's first items by item number; the unique line index reads them. */
const firstItems = sql`coalesce((
  select json_agg(json_build_object('MaterialNumber', f.material,
      'Description', f.description, 'Quantity', f.quantity) order by f.item_number)
  from (select it.item_number, it.material, it.description, it.quantity
    from inquiry_item it where it.inquiry_id = i.inquiry_id
    order by it.item_number limit ${INQUIRY_ROW_ITEMS}) f), '[]')`;

const itemCount = sql`(select count(*) from inquiry_item it where it.inquiry_id = i.inquiry_id)`;

/**
 * One inquiry of `inquiry i` as a list row (`inquiryRow`), with what the converted order
 * `orders o` (none before conversion) tells of it: its numbers, deliveries and expected date.
 */
const inquiryRowJson: SQL = sql`json_build_object(
  'InquiryId', i.inquiry_id,
  'InquiryDate', ${isoInstant(sql`i.inquiry_date`)},
  'Status', i.status,
  'CustomerNumber', i.customer_number,
  'CustomerName', i.customer_name,
  'SalesOrderNumber', o.sales_order_number,
  'OrderId', i.order_id,
  'Total', i.total,
  'Currency', i.currency,
  'ItemCount', ${itemCount},
  'Items', ${firstItems},
  'Deliveries', ${orderDeliveries},
  'ExpectedShippingDate', o.expected_shipping_date::text)`;

/**
 * The rows of the statement's `page` (inquiry_id, sort_key) in page order, as a JSON array:
 * a page of inquiries with their items and orders is one round trip.
 */
export const inquiryListRows = (sort: ListSort): SQL => sql`coalesce((
  select json_agg(${inquiryRowJson} order by ${orderBy(sort, sql`p.sort_key`, sql`p.inquiry_id`)})
  from page p join inquiry i on i.inquiry_id = p.inquiry_id
  left join orders o on o.order_id = i.order_id), '[]')`;
