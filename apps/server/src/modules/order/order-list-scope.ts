import { AccountMessage, comparableId, type OrderListQuery } from '@portal/domain';
import { param, sql, type SQL } from 'drizzle-orm';
import { Forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { customerVisibleTo } from '../customer/visibility.ts';
import { orderReader } from './order-access.ts';

/**
 * Which orders a list may hold before its filters (docs/decisions/151):
 * - `all`: every customer's order (a customer admin);
 * - `without-customer`: only orders of no customer (a customer admin asking withoutCustomer);
 * - `customers`: orders of the customers in `numbers`, a set of customer numbers, each row
 *   also passing `guard`, the one visibility rule of decision 065;
 * - `none`: nothing can match (a sales rep number not held, guest orders for others).
 */
export type OrderListScope =
  | { kind: 'all' }
  | { kind: 'without-customer' }
  | { kind: 'customers'; numbers: SQL; guard: SQL }
  | { kind: 'none' };

/** The viewer as an order-list reader; 403 without Orders read level 9 (portals §2.1, §6). */
export function orderListReader(viewer: Viewer): Viewer {
  const reader = orderReader(viewer);
  if (!reader) throw new Forbidden(AccountMessage.ordersDenied);
  return reader;
}

const customersOfReps = (reps: readonly string[]): SQL =>
  sql`select csr.customer_number from customer_sales_rep csr
    where csr.sales_rep_number = any(${param(reps)}::text[])`;

/** The sales rep a non-admin holds under a number typed or saved without the ERP's zeros. */
const heldRep = (reader: Viewer, number: string): string | undefined =>
  reader.salesReps.map((r) => r.number).find((r) => comparableId(r) === comparableId(number));

/**
 * The scope of a list of orders (`orders o`), or of another list kept by customer (inquiries)
 * whose rows name theirs in `customerNumber`.
 */
export function orderListScope(
  reader: Viewer,
  query: Pick<OrderListQuery, 'salesRep'> & Partial<Pick<OrderListQuery, 'withoutCustomer'>>,
  customerNumber: SQL = sql`o.customer_number`,
): OrderListScope {
  const { salesRep, withoutCustomer } = query;
  // Guest orders have no customer, so no sales rep either: asking for both finds nothing.
  if (withoutCustomer)
    return reader.isCustomerAdmin && !salesRep ? { kind: 'without-customer' } : { kind: 'none' };
  if (reader.isCustomerAdmin && !salesRep) return { kind: 'all' };
  const guard = customerVisibleTo(reader, customerNumber);
  if (salesRep) {
    const rep = reader.isCustomerAdmin ? salesRep : heldRep(reader, salesRep);
    if (rep === undefined) return { kind: 'none' };
    return { kind: 'customers', numbers: customersOfReps([rep]), guard };
  }
  const held = reader.customers.map((c) => c.number);
  const reps = reader.salesReps.map((r) => r.number);
  const numbers = sql`select unnest(${param(held)}::text[]) union ${customersOfReps(reps)}`;
  return { kind: 'customers', numbers, guard };
}
