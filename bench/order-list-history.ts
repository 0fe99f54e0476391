// The bench database of bench/order-list.ts: created on the local PostgreSQL server, migrated
// with the portal's migrations, and filled once with the generated order history.
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { applyMigrations } from '../apps/server/src/db/migrate.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { catalogRows, siteRows } from '../apps/server/src/seed/sites.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import {
  masterData,
  orderDetails,
  orderItems,
  orderPlan,
  orderRows,
  BENCH_SALES_REP,
  type HistorySize,
} from './order-list-history-sql.ts';

export const BENCH_PASSWORD = 'Bench-Orders-2026!';
export const SALES_REP_USER = 'bench-rep@example.com';
export const ADMIN_USER = 'bench-admin@example.com';

const ORDER_TABLES = [
  'orders',
  'order_item',
  'order_party',
  'order_sales_rep',
  'delivery',
  'delivery_item',
  'tracking_update',
];
const ITEM_CHUNK = 100_000;

const say = (line: string) => console.log(`[history] ${line}`);

export async function timed(client: pg.Client, label: string, text: string): Promise<void> {
  const started = performance.now();
  const result = await client.query(text);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(`${label}: ${result.rowCount ?? 0} rows, ${seconds} s`);
}

const serverUrl = (url: string) => Object.assign(new URL(url), { pathname: '/postgres' }).href;

/** Whether the database holds a complete history of this size (written last). */
async function generated(url: string, size: HistorySize): Promise<boolean> {
  const admin = new pg.Client({ connectionString: serverUrl(url) });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  await admin.end();
  if (found.rowCount === 0) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const marker = await client.query(`select to_regclass('bench_order_history') as t`);
    if (!marker.rows[0]?.t) return false;
    const { rows } = await client.query('select orders, customers from bench_order_history');
    return rows[0]?.orders === size.orders && rows[0]?.customers === size.customers;
  } finally {
    await client.end();
  }
}

/** A new, empty database in place of any earlier one: only a bench database is ever dropped. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!name.startsWith('portal_bench'))
    throw new Error(`${name}: the history is made only in a database named portal_bench*`);
  const admin = new pg.Client({ connectionString: serverUrl(url) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

export async function migrate(url: string): Promise<void> {
  const db = createDatabase(url, 1);
  await applyMigrations(db);
  await db.$client.end();
}

/**
 * Runs `fill` with the secondary indexes of `tables` dropped and rebuilt after (one sorted build
 * each instead of millions of insertions), and without foreign-key triggers (the rows are made
 * consistent).
 */
export async function withoutIndexes(
  client: pg.Client,
  tables: string[],
  fill: () => Promise<void>,
): Promise<void> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = any($1)
       and indexname not in (select conname from pg_constraint where contype = 'p')`,
    [tables],
  );
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  await client.query(`set session_replication_role = replica`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  await fill();
  for (const { name, definition } of indexes) await timed(client, `index ${name}`, definition);
  await client.query(`set session_replication_role = origin`);
}

async function fillHistory(client: pg.Client, size: HistorySize): Promise<void> {
  for (const statement of masterData(size)) await timed(client, 'customers and reps', statement);
  await timed(client, 'order plan', orderPlan(size));
  await client.query(
    'create unlogged table bench_order_total (order_id int primary key, total numeric)',
  );
  for (let from = 1; from <= size.orders; from += ITEM_CHUNK) {
    const to = Math.min(size.orders, from + ITEM_CHUNK - 1);
    await timed(client, `items of orders ${from}-${to}`, orderItems(from, to));
  }
  await timed(client, 'orders', orderRows);
  for (const statement of orderDetails) await timed(client, 'order details', statement);
  await client.query(`select setval('orders_order_id_seq', ${size.orders})`);
  await client.query('drop table bench_order_plan, bench_order_total');
}

/** Sites to sign in on, and the two users the benchmark reads as. */
async function users(url: string): Promise<void> {
  const db = createDatabase(url, 1);
  try {
    await db.insert(t.catalog).values(catalogRows).onConflictDoNothing();
    await db.insert(t.site).values(siteRows).onConflictDoNothing();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const [rep, admin] = await db
      .insert(t.appUser)
      .values(
        [SALES_REP_USER, ADMIN_USER].map((username) => ({
          username,
          email: username,
          passwordHash,
        })),
      )
      .returning({ userId: t.appUser.userId });
    // Role ids of the portal's roles (migration 0008): 1 sales rep, 3 customer admin.
    await db.insert(t.userRole).values([
      { userId: rep!.userId, roleId: 1 },
      { userId: admin!.userId, roleId: 3 },
    ]);
    await db
      .insert(t.userSalesRepPermission)
      .values({ userId: rep!.userId, salesRepNumber: BENCH_SALES_REP });
  } finally {
    await db.$client.end();
  }
}

/**
 * The bench database at `url`, migrated and holding the history of `size`: generated unless a
 * complete one is there already (always with `regenerate`). Passwords are made current.
 */
export async function ensureHistory(url: string, size: HistorySize, regenerate: boolean) {
  const reuse = !regenerate && (await generated(url, size));
  if (!reuse) await recreateDatabase(url);
  await migrate(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (reuse) {
      say(`reusing ${size.orders} orders (BENCH_REGENERATE=1 makes them again)`);
    } else {
      const started = performance.now();
      await withoutIndexes(client, ORDER_TABLES, () => fillHistory(client, size));
      await users(url);
      await timed(client, 'vacuum analyze', 'vacuum (analyze)');
      await client.query('create table bench_order_history (orders int, customers int)');
      await client.query('insert into bench_order_history values ($1, $2)', [
        size.orders,
        size.customers,
      ]);
      say(`generated in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
    }
    await client.query('update app_user set password_changed_at = now() where username = any($1)', [
      [SALES_REP_USER, ADMIN_USER],
    ]);
  } finally {
    await client.end();
  }
}
