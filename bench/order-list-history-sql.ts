// The generated order history of bench/order-list.ts, as set-based statements: PostgreSQL
// makes every row itself (generate_series), so a million orders load in minutes.

export interface HistorySize {
  orders: number;
  customers: number;
}

/** Customers per sales rep: the rep whose user the benchmark signs in as holds this many. */
export const CUSTOMERS_PER_REP = 50;

/** Customer number of customer n (1-based), zero-padded as the ERP writes them. */
export const customerNumberSql = (n: string) => `lpad((100000 + ${n})::text, 10, '0')`;
/** Sales rep number of rep n (1-based). */
export const salesRepNumberSql = (n: string) => `lpad((7000 + ${n})::text, 7, '0')`;
/** The same number made in JavaScript. */
export const salesRepNumber = (n: number) => String(7000 + n).padStart(7, '0');
/** The rep whose 50 customers the benchmark's sales rep holds. */
export const BENCH_SALES_REP = salesRepNumber(1);

const words = (list: string[]) => `array[${list.map((w) => `'${w}'`).join(', ')}]`;
const FIRST = words([
  'Acme', 'Summit', 'Northern', 'Lakeside', 'Keystone', 'Pioneer', 'Liberty', 'Heritage',
  'Atlas', 'Beacon', 'Cardinal', 'Crescent', 'Eagle', 'Frontier', 'Granite', 'Harbor',
  'Ironwood', 'Juniper', 'Maple', 'Meridian', 'Oakridge', 'Patriot', 'Redwood', 'Sterling',
  'Superior', 'Tri-County', 'Valley', 'Westfield', 'Riverbend', 'Prairie',
]); // prettier-ignore
const SECOND = words([
  'Heating', 'Mechanical', 'HVAC', 'Comfort Systems', 'Air', 'Climate Control',
  'Plumbing & Heating', 'Service', 'Energy', 'Supply',
]); // prettier-ignore
const CARRIERS = words(['UPS', 'FedEx', 'USPS', 'R+L Carriers', 'Old Dominion', 'Estes']);

/** Customers, their sales reps (50 customers each) and the assignment. */
export const masterData = ({ customers }: HistorySize): string[] => [
  `insert into customer (customer_number, customer_name, city, region, postal_code)
   select ${customerNumberSql('n')},
     (${FIRST})[1 + n % 30] || ' ' || (${SECOND})[1 + (n / 30) % 10] || ' ' ||
       (array['Co', 'Inc', 'LLC'])[1 + (n / 300) % 3],
     'Springfield', 'IL', '62701'
   from generate_series(1, ${customers}) n`,
  `insert into sales_rep (sales_rep_number, name, city, region, postal_code)
   select ${salesRepNumberSql('r')}, 'Sales Rep ' || r, 'Dayton', 'OH', '45402'
   from generate_series(1, ${Math.ceil(customers / CUSTOMERS_PER_REP)}) r`,
  `insert into customer_sales_rep (customer_number, sales_rep_number)
   select ${customerNumberSql('n')}, ${salesRepNumberSql(`1 + (n - 1) % ${Math.ceil(customers / CUSTOMERS_PER_REP)}`)}
   from generate_series(1, ${customers}) n`,
];

/**
 * One row per order: its customer (none for 1 % of guest orders), its date over four years
 * (the order id grows with it), its items' count (1-19, 10 on average) and a status that
 * follows its age: the last day pending, then in progress, then almost all shipped, some
 * cancelled. The newest hour is not numbered by the ERP yet.
 */
export const orderPlan = ({ orders, customers }: HistorySize): string => `
  create unlogged table bench_order_plan as
  select order_id, customer, order_date, item_count, age_days >= 0.04 as numbered,
    case
      when age_days < 1 then 'Pending'
      when age_days < 3 then case when r < 0.5 then 'Pending' else 'In Progress' end
      when age_days < 14 then
        case when r < 0.4 then 'In Progress' when r < 0.95 then 'Shipped' else 'Cancelled' end
      else case when r < 0.96 then 'Shipped' else 'Cancelled' end
    end as status
  from (
    select i as order_id, (${orders} - i) * (1461.0 / ${orders}) as age_days, random() as r,
      now() - (${orders} - i) * (1461.0 / ${orders}) * interval '1 day'
        - random() * interval '50 minutes' as order_date,
      case when i % 100 = 37 then null else 1 + floor(random() * ${customers})::int end
        as customer,
      1 + floor(random() * 19)::int as item_count
    from generate_series(1, ${orders}) i) p`;

/**
 * The items of orders from..to, and each order's items total (cancelled items count 0) into
 * bench_order_total, in the same pass. A shipped or open order has 2 % of its items cancelled.
 */
export const orderItems = (from: number, to: number): string => `
  with items as (
    insert into order_item (order_id, item_number, material, description, quantity,
      unit_price, total_price, tax, status, shipping_strategy)
    select order_id, n * 10, (10 + k % 90)::text || '-' || lpad((k * 7919 % 100000)::text, 5, '0'),
      'Replacement part ' || k, q, round(5 + (k % 500) * 0.97, 2),
      round(5 + (k % 500) * 0.97, 2) * q, 0,
      case when status = 'Cancelled' or rc < 0.02 then 'Cancelled'
        when status = 'Shipped' then 'Shipped' else 'Open' end,
      'parts'
    from (
      select p.order_id, p.status, n, 1 + floor(random() * 5000)::int as k,
        1 + floor(random() * 4)::int as q, random() as rc
      from bench_order_plan p, generate_series(1, p.item_count) n
      where p.order_id between ${from} and ${to}) x
    returning order_id, total_price, status)
  insert into bench_order_total (order_id, total)
  select order_id, coalesce(sum(total_price) filter (where status <> 'Cancelled'), 0)
  from items group by order_id`;

/** The orders themselves: ERP orders of customers, portal card orders of guests. */
export const orderRows = `
  insert into orders (order_id, public_key, sales_order_number, origin, status,
    customer_purchase_order_number, customer_number, customer_name, email, ship_via, currency,
    sub_total, shipping_cost, tax, tax_calculated, total, items_total, expected_shipping_date,
    order_date, synced_at, updated_at)
  overriding system value
  select p.order_id, md5('bench-order-' || p.order_id),
    case when p.numbered then (4000000000 + p.order_id)::text end,
    case when c.customer_number is null then 'portal' else 'erp' end, p.status,
    case when c.customer_number is null then 'ReplacementParts'
      else case p.order_id % 4
        when 0 then 'PO-' || lpad(floor(random() * 1e6)::text, 6, '0')
        when 1 then lpad(floor(random() * 1e7)::text, 7, '0')
        when 2 then 'WO' || lpad(floor(random() * 1e5)::text, 5, '0')
        else 'po' || lpad(floor(random() * 1e6)::text, 6, '0') end end,
    c.customer_number, c.customer_name,
    'buyer' || coalesce(p.customer, 0) || '@example.com', 'Best Way', 'USD',
    t.total, 12.95, 0, true, t.total + 12.95, t.total,
    case when p.numbered then (p.order_date + (3 + floor(random() * 10)) * interval '1 day')::date end,
    p.order_date, p.order_date, p.order_date
  from bench_order_plan p
  join bench_order_total t on t.order_id = p.order_id
  left join customer c on c.customer_number = ${customerNumberSql('p.customer')}`;

/** Parties, the customers' sales reps, deliveries of shipped orders and their tracking. */
export const orderDetails: string[] = [
  `insert into order_party (order_id, role, partner_number, name, street, city, region,
     postal_code, country, phone)
   select o.order_id, r.role, o.customer_number, coalesce(o.customer_name, 'Guest Buyer'),
     (100 + o.order_id % 9000) || ' Main St', 'Springfield', 'IL', '62701', 'US', '2175550100'
   from orders o cross join (values ('BillTo'), ('ShipTo')) r(role)`,
  `insert into order_sales_rep (order_id, sales_rep_number, name)
   select o.order_id, r.sales_rep_number, r.name from orders o
   join customer_sales_rep cr on cr.customer_number = o.customer_number
   join sales_rep r on r.sales_rep_number = cr.sales_rep_number`,
  // One delivery per shipped order, two for one in ten; left one to three days after the order.
  `insert into delivery (delivery_id, order_id, carrier, tracking_number, shipped_at)
   select 'D' || lpad(p.order_id::text, 9, '0') || '-' || k, p.order_id, c.carrier,
     case when c.carrier = 'UPS' then '1Z' || upper(substr(md5(p.order_id || '-' || k), 1, 16))
       else lpad(((p.order_id::bigint * 982451653 + k * 7) % 1000000000000)::text, 12, '0') end,
     p.order_date + (1 + random() * 2) * interval '1 day'
   from bench_order_plan p
   cross join generate_series(1, case when p.order_id % 10 = 3 then 2 else 1 end) k
   cross join lateral (select (${CARRIERS})[1 + (p.order_id + k) % 6] as carrier) c
   where p.status = 'Shipped'`,
  `insert into delivery_item (delivery_id, line, material, short_text, quantity)
   select delivery_id, 1, '10-00001', 'Replacement part', 1 from delivery`,
  `insert into tracking_update (delivery_id, status, occurred_at, message, city, state)
   select d.delivery_id, u.status, d.shipped_at + u.after, u.status, 'Memphis', 'TN'
   from delivery d
   cross join (values ('Picked Up', interval '0'), ('Delivered', interval '2 days')) u(status, after)
   where d.shipped_at + u.after < now()`,
];
