import { param, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { customerSalesRep } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/session.ts';

/**
 * Which customers a viewer may see, as a condition on a customer-number column: everyone
 * for a customer admin; otherwise the customers held directly and the customers of the
 * sales reps held. Orders and inquiries use the same rule.
 */
export function customerVisibleTo(viewer: Viewer, column: PgColumn | SQL): SQL {
  if (viewer.isCustomerAdmin) return sql`true`;
  const customers = viewer.customers.map((c) => c.number);
  const reps = viewer.salesReps.map((r) => r.number);
  return sql`(${column} = any(${param(customers)}::text[]) or ${column} in (select ${customerSalesRep.customerNumber} from ${customerSalesRep} where ${customerSalesRep.salesRepNumber} = any(${param(reps)}::text[])))`;
}

/** Whether the viewer manages the customer's users: an admin, or one of its sales reps. */
export function managesCustomerUsers(viewer: Viewer, customerRepNumbers: readonly string[]) {
  return (
    viewer.isCustomerAdmin || viewer.salesReps.some((r) => customerRepNumbers.includes(r.number))
  );
}

/** `lower(column) like %text%` with the wildcards of the text escaped. */
export const containsText = (column: PgColumn | SQL, text: string): SQL =>
  sql`lower(${column}) like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
