import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';
import { customer, salesRep } from './customers.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** A user's access to one sales rep's accounts (level: Owner 1, Read 2, ReadAndWrite 3). */
export const userSalesRepPermission = pgTable(
  'user_sales_rep_permission',
  {
    permissionId: integer('permission_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    salesRepNumber: text('sales_rep_number')
      .notNull()
      .references(() => salesRep.salesRepNumber, { onDelete: 'cascade' }),
    accessLevel: smallint('access_level').notNull().default(3),
    grantedByUserId: integer('granted_by_user_id'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_sales_rep_permission_key').on(t.userId, t.salesRepNumber),
    index('user_sales_rep_permission_rep_idx').on(t.salesRepNumber),
  ],
);

/** A user's access to one customer's account. */
export const userCustomerPermission = pgTable(
  'user_customer_permission',
  {
    permissionId: integer('permission_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customer.customerNumber, { onDelete: 'cascade' }),
    accessLevel: smallint('access_level').notNull().default(3),
    grantedByUserId: integer('granted_by_user_id'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_customer_permission_key').on(t.userId, t.customerNumber),
    index('user_customer_permission_customer_idx').on(t.customerNumber),
  ],
);

/**
 * A request for a permission: type 1 sales rep, 2 customer; status 1 pending, 2 approved,
 * 3 rejected, 5 waiting for the customer's sales rep.
 */
export const permissionRequest = pgTable(
  'permission_request',
  {
    requestId: integer('request_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    salesRepNumber: text('sales_rep_number').references(() => salesRep.salesRepNumber, {
      onDelete: 'cascade',
    }),
    customerNumber: text('customer_number').references(() => customer.customerNumber, {
      onDelete: 'cascade',
    }),
    status: smallint('status').notNull().default(1),
    rejectionReason: text('rejection_reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => appUser.userId, {
      onDelete: 'set null',
    }),
    decidedAt: stamp('decided_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('permission_request_user_idx').on(t.userId, t.createdAt.desc()),
    index('permission_request_rep_idx').on(t.salesRepNumber, t.status),
    index('permission_request_customer_idx').on(t.customerNumber, t.status),
    index('permission_request_open_idx')
      .on(t.type, t.createdAt.desc())
      .where(sql`${t.status} in (1, 5)`),
    // One open request per user and resource.
    uniqueIndex('permission_request_open_key')
      .on(t.userId, t.type, sql`coalesce(${t.salesRepNumber}, ${t.customerNumber})`)
      .where(sql`${t.status} in (1, 5)`),
    check('permission_request_type_known', sql`${t.type} in (1, 2)`),
    check('permission_request_status_known', sql`${t.status} in (1, 2, 3, 5)`),
    check(
      'permission_request_target',
      sql`(${t.type} = 1 and ${t.salesRepNumber} is not null and ${t.customerNumber} is null) or (${t.type} = 2 and ${t.customerNumber} is not null and ${t.salesRepNumber} is null)`,
    ),
  ],
);
