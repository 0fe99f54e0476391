// The bench database of bench/inquiry-list.ts: created on the local PostgreSQL server, migrated
// with the portal's migrations and filled once with generated inquiries.
import { Role } from '@portal/domain';
import type pg from 'pg';
import { ensureBenchData, timed } from './bench-database.ts';
import {
  inquiryItems,
  inquiryPlan,
  inquiryRows,
  type InquiryHistorySize,
} from './inquiry-history-sql.ts';
import { masterData } from './order-list-history-sql.ts';

export const INQUIRY_ADMIN_USER = 'bench-admin@example.com';
export const INQUIRY_CUSTOMER_USER = 'bench-customer@example.com';
/** Customer 1, the large account (one inquiry in 40) the customer user holds. */
export const LARGE_ACCOUNT = '0000100001';

const TABLES = [
  'inquiry',
  'inquiry_item',
  'inquiry_party',
  'orders',
  'delivery',
  'delivery_item',
  'tracking_update',
];

async function fill(client: pg.Client, size: InquiryHistorySize): Promise<void> {
  for (const statement of masterData({ customers: size.customers, orders: 0 }))
    await timed(client, 'customers and reps', statement);
  await timed(client, 'plan', inquiryPlan(size));
  await client.query(
    'create unlogged table bench_inquiry_total (inquiry_id int primary key, total numeric)',
  );
  await timed(client, 'items', inquiryItems);
  for (const statement of inquiryRows) await timed(client, 'inquiries and orders', statement);
  await client.query(`select setval('inquiry_inquiry_id_seq', ${size.inquiries})`);
  await client.query(`select setval('orders_order_id_seq', ${size.inquiries})`);
  await client.query('drop table bench_inquiry_plan, bench_inquiry_total');
}

/**
 * The bench database at `url`, migrated and holding inquiries of `size`: generated unless a
 * complete set is there already (always with `regenerate`). Passwords are made current. Users:
 * a customer admin, and a customer user holding the large account.
 */
export const ensureInquiries = (url: string, size: InquiryHistorySize, regenerate: boolean) =>
  ensureBenchData(
    url,
    {
      size: { ...size },
      marker: 'bench_inquiry_history',
      description: `${size.inquiries} inquiries`,
      tables: TABLES,
      fill: (client) => fill(client, size),
      users: [
        { username: INQUIRY_ADMIN_USER, role: Role.CustomerAdmin },
        { username: INQUIRY_CUSTOMER_USER, role: Role.Customer, customer: LARGE_ACCOUNT },
      ],
      say: (line) => console.log(`[inquiries] ${line}`),
    },
    regenerate,
  );
