import { comparableId, type LookupEntry } from '@portal/domain';
import { param, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customer, salesRep } from '../../db/schema/index.ts';

// Ids compare without zeros at either end and without case: '0001234' finds '1234'.
export const comparableNumber = (
  column: typeof customer.customerNumber | typeof salesRep.salesRepNumber,
) => sql`upper(trim(both '0' from ${column}))`;

/** Sales reps whose numbers match the typed ids: the fields the request form shows. */
export async function lookupSalesReps(
  db: Executor,
  ids: readonly string[],
): Promise<LookupEntry[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      Number: salesRep.salesRepNumber,
      Name: salesRep.name,
      City: salesRep.city,
      State: salesRep.region,
    })
    .from(salesRep)
    .where(
      sql`${comparableNumber(salesRep.salesRepNumber)} = any(${param(ids.map(comparableId))}::text[])`,
    )
    .orderBy(salesRep.salesRepNumber);
}

/** Customers whose numbers match the typed ids: the fields the request form shows. */
export async function lookupCustomers(
  db: Executor,
  ids: readonly string[],
): Promise<LookupEntry[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      Number: customer.customerNumber,
      Name: customer.customerName,
      City: customer.city,
      State: customer.region,
    })
    .from(customer)
    .where(
      sql`${comparableNumber(customer.customerNumber)} = any(${param(ids.map(comparableId))}::text[])`,
    )
    .orderBy(customer.customerNumber);
}
