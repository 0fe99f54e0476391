// The bench database of bench/order-list.ts: created on the local PostgreSQL server, migrated
// with the portal's migrations, and filled once with the generated order history.
import { Role } from '@portal/domain';
import type pg from 'pg';
import { ensureBenchData, timed } from './bench-database.ts';
import {
  masterData,
  orderDetails,
  orderItems,
  orderPlan,
  orderRows,
  BENCH_SALES_REP,
  type HistorySize,
} from './order-list-history-sql.ts';

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

/**
 * The bench database at `url`, migrated and holding the history of `size`: generated unless a
 * complete one is there already (always with `regenerate`). Passwords are made current.
 */
export const ensureHistory = (url: string, size: HistorySize, regenerate: boolean) =>
  ensureBenchData(
    url,
    {
      size: { ...size },
      marker: 'bench_order_history',
      description: `${size.orders} orders`,
      tables: ORDER_TABLES,
      fill: (client) => fillHistory(client, size),
      users: [
        { username: SALES_REP_USER, role: Role.SalesRep, salesRep: BENCH_SALES_REP },
        { username: ADMIN_USER, role: Role.CustomerAdmin },
      ],
      say: (line) => console.log(`[history] ${line}`),
    },
    regenerate,
  );
