// A bench database on the local PostgreSQL server (bench/order-list.ts, bench/inquiry-list.ts):
// made again, migrated with the portal's migrations, and filled once with a generated data set
// and the users the bench signs in as; reused while it holds a complete set of the size asked.
import type { RoleName } from '@portal/domain';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { applyMigrations } from '../apps/server/src/db/migrate.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { roleIds } from '../apps/server/src/modules/auth/user-queries.ts';
import { catalogRows, siteRows } from '../apps/server/src/seed/sites.ts';

export const BENCH_PASSWORD = 'Bench-Orders-2026!';

const say = (line: string) => console.log(`[history] ${line}`);

export async function timed(client: pg.Client, label: string, text: string): Promise<void> {
  const started = performance.now();
  const result = await client.query(text);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(`${label}: ${result.rowCount ?? 0} rows, ${seconds} s`);
}

const serverUrl = (url: string) => Object.assign(new URL(url), { pathname: '/postgres' }).href;

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

async function migrate(url: string): Promise<void> {
  const db = createDatabase(url, 1);
  await applyMigrations(db);
  await db.$client.end();
}

/**
 * Runs `fill` with the secondary indexes of `tables` dropped and rebuilt after (one sorted build
 * each instead of millions of insertions), and without foreign-key triggers (the rows are made
 * consistent).
 */
async function withoutIndexes(
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

/** A user the bench signs in as, with its one role and the customer or sales rep it holds. */
export interface BenchUser {
  username: string;
  role: RoleName;
  customer?: string;
  salesRep?: string;
}

/** Sites to sign in on, and the users with their roles and permissions. */
async function createUsers(url: string, users: BenchUser[]): Promise<void> {
  const db = createDatabase(url, 1);
  try {
    await db.insert(t.catalog).values(catalogRows).onConflictDoNothing();
    await db.insert(t.site).values(siteRows).onConflictDoNothing();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const created = await db
      .insert(t.appUser)
      .values(users.map(({ username }) => ({ username, email: username, passwordHash })))
      .returning({ userId: t.appUser.userId });
    const held = users.map((user, n) => ({ ...user, userId: created[n]!.userId }));
    await db
      .insert(t.userRole)
      .values(held.map(({ userId, role }) => ({ userId, roleId: roleIds[role] })));
    const customers = held.flatMap(({ userId, customer }) =>
      customer ? [{ userId, customerNumber: customer }] : [],
    );
    if (customers.length > 0) await db.insert(t.userCustomerPermission).values(customers);
    const salesReps = held.flatMap(({ userId, salesRep }) =>
      salesRep ? [{ userId, salesRepNumber: salesRep }] : [],
    );
    if (salesReps.length > 0) await db.insert(t.userSalesRepPermission).values(salesReps);
  } finally {
    await db.$client.end();
  }
}

/** How many rows of what a generated set holds, e.g. { orders, customers }. */
type SetSize = Record<string, number>;

/** Whether the database holds a complete set of this size: `marker` is written last. */
async function holds(url: string, marker: string, size: SetSize): Promise<boolean> {
  const admin = new pg.Client({ connectionString: serverUrl(url) });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  await admin.end();
  if (found.rowCount === 0) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query(`select to_regclass($1) as t`, [marker]);
    if (!exists.rows[0]?.t) return false;
    const { rows } = await client.query(`select ${Object.keys(size).join(', ')} from ${marker}`);
    return Object.entries(size).every(([column, count]) => rows[0]?.[column] === count);
  } finally {
    await client.end();
  }
}

/** A generated data set of a bench database and the users who read it. */
export interface BenchData {
  size: SetSize;
  /** The table written last, holding the size. */
  marker: string;
  /** What the set holds, in words: '1000000 orders'. */
  description: string;
  /** Tables whose secondary indexes are dropped while `fill` runs. */
  tables: string[];
  fill: (client: pg.Client) => Promise<void>;
  users: BenchUser[];
  /** Prints one progress line of the bench. */
  say: (line: string) => void;
}

/**
 * The bench database at `url`, migrated and holding `data`: generated unless a complete set of
 * its size is there already (always with `regenerate`). Passwords are made current.
 */
export async function ensureBenchData(
  url: string,
  data: BenchData,
  regenerate: boolean,
): Promise<void> {
  const reuse = !regenerate && (await holds(url, data.marker, data.size));
  if (!reuse) await recreateDatabase(url);
  await migrate(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (reuse) {
      data.say(`reusing ${data.description} (BENCH_REGENERATE=1 makes them again)`);
    } else {
      const started = performance.now();
      await withoutIndexes(client, data.tables, () => data.fill(client));
      await createUsers(url, data.users);
      await timed(client, 'vacuum analyze', 'vacuum (analyze)');
      const columns = Object.keys(data.size);
      await client.query(
        `create table ${data.marker} (${columns.map((c) => `${c} int`).join(', ')})`,
      );
      await client.query(
        `insert into ${data.marker} values (${columns.map((_, n) => `$${n + 1}`).join(', ')})`,
        Object.values(data.size),
      );
      data.say(`generated in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
    }
    await client.query('update app_user set password_changed_at = now() where username = any($1)', [
      data.users.map((user) => user.username),
    ]);
  } finally {
    await client.end();
  }
}
