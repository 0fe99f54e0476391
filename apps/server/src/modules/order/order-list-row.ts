import { sql, type SQL } from 'drizzle-orm';
import { itemsTotal, orderBy, type OrderListSort } from './order-list-sort.ts';

/** An instant as JavaScript's toISOString writes it, like the order summary's dates. */
export const isoInstant = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const party = (role: 'BillTo' | 'ShipTo'): SQL => sql`(
  select json_build_object('PartnerNumber', p.partner_number, 'Name', p.name,
    'Name2', p.name2, 'Street', p.street, 'City', p.city, 'Region', p.region,
    'PostalCode', p.postal_code, 'Country', p.country, 'Phone', p.phone)
  from order_party p where p.order_id = o.order_id and p.role = ${role})`;

const salesReps = sql`coalesce((
  select json_agg(json_build_object('SalesRepNumber', r.sales_rep_number, 'Name', r.name)
    order by r.sales_rep_number)
  from order_sales_rep r where r.order_id = o.order_id), '[]')`;

// Rows named as on the wire rather than json_build_object: items are most of a page (ten an
// order, a thousand on a dashboard card), and a row is turned into JSON a third faster.
const items = sql`coalesce((
  select json_agg(x order by x."ItemNumber") from (
    select i.item_number as "ItemNumber", i.material as "MaterialNumber",
      i.description as "Description", i.quantity as "Quantity",
      i.quantity_unit as "QuantityUnit", i.unit_price as "Price",
      i.total_price as "TotalPrice", i.tax as "Tax", i.status as "Status",
      i.image_path as "Image"
    from order_item i where i.order_id = o.order_id) x), '[]')`;

const trackingUpdates = sql`coalesce((
  select json_agg(json_build_object('Id', u.tracking_update_id, 'Status', u.status,
      'Date', ${isoInstant(sql`u.occurred_at`)}, 'Message', u.message,
      'Address', json_build_object('City', u.city, 'State', u.state))
    order by u.occurred_at desc, u.tracking_update_id desc)
  from tracking_update u where u.delivery_id = d.delivery_id), '[]')`;

const deliveryItems = sql`coalesce((
  select json_agg(json_build_object('Quantity', di.quantity, 'ShortText', di.short_text,
      'Material', di.material) order by di.line)
  from delivery_item di where di.delivery_id = d.delivery_id), '[]')`;

/** The deliveries of `orders o`, with their items and tracking, as the list's rows carry them. */
export const orderDeliveries = sql`coalesce((
  select json_agg(json_build_object('DeliveryId', d.delivery_id, 'Carrier', d.carrier,
      'TrackingNumber', d.tracking_number, 'Items', ${deliveryItems},
      'ShippingInformation', json_build_object('TrackingUpdatesList', ${trackingUpdates}))
    order by d.shipped_at, d.delivery_id)
  from delivery d where d.order_id = o.order_id), '[]')`;

/**
 * One order of `orders o` as a list row (`orderRow` on the wire), with what its expanded
 * details and tracking modal show. Built in the statement so that a page of orders, with
 * their items, deliveries, tracking and sales reps, is one round trip.
 */
const orderRowJson: SQL = sql`json_build_object(
  'OrderId', o.order_id,
  'SalesOrderNumber', coalesce(o.sales_order_number, ''),
  'OrderDate', ${isoInstant(sql`o.order_date`)},
  'CustomerPurchaseOrderNumber', o.customer_purchase_order_number,
  'CustomerNumber', o.customer_number,
  'CustomerName', o.customer_name,
  'BillToParty', ${party('BillTo')},
  'ShipToParty', ${party('ShipTo')},
  'Creator', o.creator_name,
  'CreatorUsername', o.creator_username,
  'Total', ${itemsTotal},
  'Currency', o.currency,
  'OrderStatus', o.status,
  'ExpectedShippingDate', o.expected_shipping_date::text,
  'ShipVia', o.ship_via,
  'SalesRepresentatives', ${salesReps},
  'OrderItems', ${items},
  'Deliveries', ${orderDeliveries})`;

/** The rows of the statement's `page` (order_id, sort_key) in page order, as a JSON array. */
export const orderListRows = (sort: OrderListSort): SQL => sql`coalesce((
  select json_agg(${orderRowJson} order by ${orderBy(sort, sql`p.sort_key`, sql`p.order_id`)})
  from page p join orders o on o.order_id = p.order_id), '[]')`;
