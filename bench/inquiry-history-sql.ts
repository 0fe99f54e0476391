// The generated inquiries of bench/inquiry-list.ts, as set-based statements (generate_series).
import { customerNumberSql } from './order-list-history-sql.ts';

export interface InquiryHistorySize {
  inquiries: number;
  customers: number;
}

/** One inquiry in this many belongs to customer 1, the large account the customer user holds. */
const LARGE_ACCOUNT_SHARE = 40;

const CARRIERS = `array['UPS', 'FedEx', 'USPS', 'R+L Carriers', 'Old Dominion', 'Estes']`;

/**
 * One row per inquiry over three years (the id grows with the date): its customer, 1-8 items
 * and its status, half pending, three in ten converted, two in ten cancelled.
 */
export const inquiryPlan = ({ inquiries, customers }: InquiryHistorySize): string => `
  create unlogged table bench_inquiry_plan as
  select inquiry_id, customer, inquiry_date, item_count,
    case when r < 0.5 then 'Pending' when r < 0.8 then 'Converted' else 'Cancelled' end as status
  from (
    select i as inquiry_id, random() as r,
      now() - (${inquiries} - i) * (1096.0 / ${inquiries}) * interval '1 day'
        - random() * interval '50 minutes' as inquiry_date,
      case when i % ${LARGE_ACCOUNT_SHARE} = 0 then 1
        else 1 + floor(random() * ${customers})::int end as customer,
      1 + floor(random() * 8)::int as item_count
    from generate_series(1, ${inquiries}) i) p`;

/** The items, and each inquiry's total into bench_inquiry_total in the same pass. */
export const inquiryItems = `
  with items as (
    insert into inquiry_item (inquiry_id, item_number, material, description, quantity,
      quantity_unit, unit_price, total_price)
    select inquiry_id, n * 10,
      (10 + k % 90)::text || '-' || lpad((k * 7919 % 100000)::text, 5, '0'),
      'Replacement part ' || k, q, 'EA', round(5 + (k % 500) * 0.97, 2),
      round(5 + (k % 500) * 0.97, 2) * q
    from (
      select p.inquiry_id, n, 1 + floor(random() * 5000)::int as k,
        1 + floor(random() * 4)::int as q
      from bench_inquiry_plan p, generate_series(1, p.item_count) n) x
    returning inquiry_id, total_price)
  insert into bench_inquiry_total (inquiry_id, total)
  select inquiry_id, sum(total_price) from items group by inquiry_id`;

/**
 * The orders converted inquiries became (numbered by the ERP; shipped when older than two
 * weeks, one delivery each with its tracking, else expected to ship), then the inquiries and
 * their parties.
 */
export const inquiryRows: string[] = [
  `insert into orders (order_id, public_key, sales_order_number, origin, status,
     customer_purchase_order_number, customer_number, customer_name, email, sub_total,
     shipping_cost, total, items_total, expected_shipping_date, order_date, synced_at, updated_at)
   overriding system value
   select p.inquiry_id, md5('bench-inquiry-order-' || p.inquiry_id),
     (4000000000 + p.inquiry_id)::text, 'portal',
     case when p.inquiry_date < now() - interval '14 days' then 'Shipped' else 'In Progress' end,
     'INQ' || p.inquiry_id, c.customer_number, c.customer_name, 'buyer@example.com',
     t.total, 12.95, t.total + 12.95, t.total, (p.inquiry_date + interval '6 days')::date,
     p.inquiry_date + interval '1 day', p.inquiry_date + interval '1 day', now()
   from bench_inquiry_plan p
   join bench_inquiry_total t on t.inquiry_id = p.inquiry_id
   join customer c on c.customer_number = ${customerNumberSql('p.customer')}
   where p.status = 'Converted'`,
  `insert into delivery (delivery_id, order_id, carrier, tracking_number, shipped_at)
   select 'Q' || lpad(o.order_id::text, 9, '0'), o.order_id,
     (${CARRIERS})[1 + o.order_id % 6], '1Z' || upper(substr(md5(o.order_id::text), 1, 16)),
     o.order_date + interval '3 days'
   from orders o where o.status = 'Shipped'`,
  `insert into delivery_item (delivery_id, line, material, short_text, quantity)
   select delivery_id, 1, '10-00001', 'Replacement part', 1 from delivery`,
  `insert into tracking_update (delivery_id, status, occurred_at, message, city, state)
   select d.delivery_id, u.status, d.shipped_at + u.after, u.status, 'Memphis', 'TN'
   from delivery d
   cross join (values ('Picked Up', interval '0'), ('Delivered', interval '2 days')) u(status, after)`,
  `insert into inquiry (inquiry_id, inquiry_date, status, cancel_date, cancel_reason,
     customer_number, customer_name, contact_name, contact_phone, contact_email, comments,
     sub_total, tax, total, order_id, updated_at)
   overriding system value
   select p.inquiry_id, p.inquiry_date, p.status,
     case when p.status = 'Cancelled' then p.inquiry_date + interval '2 days' end,
     case when p.status = 'Cancelled' then 'No longer needed' end,
     c.customer_number, c.customer_name, 'Bea Buyer', '2175550100', 'buyer@example.com',
     array['Please quote these parts'], t.total, 0, t.total,
     case when p.status = 'Converted' then p.inquiry_id end, p.inquiry_date
   from bench_inquiry_plan p
   join bench_inquiry_total t on t.inquiry_id = p.inquiry_id
   join customer c on c.customer_number = ${customerNumberSql('p.customer')}`,
  `insert into inquiry_party (inquiry_id, role, partner_number, name, street, city, region,
     postal_code, country, phone)
   select i.inquiry_id, r.role, i.customer_number, i.customer_name,
     (100 + i.inquiry_id % 9000) || ' Main St', 'Springfield', 'IL', '62701', 'US', '2175550100'
   from inquiry i cross join (values ('BillTo'), ('ShipTo')) r(role)`,
];
