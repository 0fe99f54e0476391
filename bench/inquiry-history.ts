// The bench database of bench/inquiry-list.ts: created on the local PostgreSQL server, migrated
// with the portal's migrations and filled once with generated inquiries.
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { catalogRows, siteRows } from '../apps/server/src/seed/sites.ts';
import {
  inquiryItems,
  inquiryPlan,
  inquiryRows,
  type InquiryHistorySize,
} from './inquiry-history-sql.ts';
import { masterData } from './order-list-history-sql.ts';
import {
  BENCH_PASSWORD,
  migrate,
  recreateDatabase,
  timed,
  withoutIndexes,
} from './order-list-history.ts';

export { BENCH_PASSWORD };
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

const say = (line: string) => console.log(`[inquiries] ${line}`);

/** The size of the inquiries the database holds, when it holds a complete set (written last). */
async function heldSize(url: string): Promise<InquiryHistorySize | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const marker = await client.query(`select to_regclass('bench_inquiry_history') as t`);
    if (!marker.rows[0]?.t) return null;
    const { rows } = await client.query('select inquiries, customers from bench_inquiry_history');
    return rows[0] ?? null;
  } finally {
    await client.end();
  }
}

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

/** Sites to sign in on; a customer admin, and a customer user holding the large account. */
async function users(url: string): Promise<void> {
  const db = createDatabase(url, 1);
  try {
    await db.insert(t.catalog).values(catalogRows).onConflictDoNothing();
    await db.insert(t.site).values(siteRows).onConflictDoNothing();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const [admin, customer] = await db
      .insert(t.appUser)
      .values(
        [INQUIRY_ADMIN_USER, INQUIRY_CUSTOMER_USER].map((username) => ({
          username,
          email: username,
          passwordHash,
        })),
      )
      .returning({ userId: t.appUser.userId });
    // Role ids of the portal's roles (migration 0008): 2 customer, 3 customer admin.
    await db.insert(t.userRole).values([
      { userId: admin!.userId, roleId: 3 },
      { userId: customer!.userId, roleId: 2 },
    ]);
    await db
      .insert(t.userCustomerPermission)
      .values({ userId: customer!.userId, customerNumber: LARGE_ACCOUNT });
  } finally {
    await db.$client.end();
  }
}

/**
 * The bench database at `url`, migrated and holding inquiries of `size`: generated unless a
 * complete set is there already (always with `regenerate`). Passwords are made current.
 */
export async function ensureInquiries(url: string, size: InquiryHistorySize, regenerate: boolean) {
  const held = regenerate ? null : await heldSize(url);
  const reuse = held?.inquiries === size.inquiries && held.customers === size.customers;
  if (!reuse) await recreateDatabase(url);
  await migrate(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (reuse) {
      say(`reusing ${size.inquiries} inquiries (BENCH_REGENERATE=1 makes them again)`);
    } else {
      const started = performance.now();
      await withoutIndexes(client, TABLES, () => fill(client, size));
      await users(url);
      await timed(client, 'vacuum analyze', 'vacuum (analyze)');
      await client.query('create table bench_inquiry_history (inquiries int, customers int)');
      await client.query('insert into bench_inquiry_history values ($1, $2)', [
        size.inquiries,
        size.customers,
      ]);
      say(`generated in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
    }
    await client.query('update app_user set password_changed_at = now() where username = any($1)', [
      [INQUIRY_ADMIN_USER, INQUIRY_CUSTOMER_USER],
    ]);
  } finally {
    await client.end();
  }
}
