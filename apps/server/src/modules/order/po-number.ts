import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Viewer } from '../../lib/session.ts';
import { customerVisibleTo } from '../customer/visibility.ts';

/**
 * Whether an order of the customer (or, without one, of any customer the viewer may see)
 * already carries the PO number, compared without case as it is typed (decision 158). Served
 * by orders_customer_po_idx for a customer, orders_po_number_prefix_idx otherwise.
 */
export async function isPoNumberUsed(
  db: Executor,
  viewer: Viewer,
  poNumber: string,
  customerNumber?: string,
): Promise<boolean> {
  const customer = customerNumber
    ? sql`o.customer_number = ${customerNumber}`
    : sql`o.customer_number is not null`;
  const { rows } = await db.execute<{ used: boolean }>(sql`
    select exists (
      select 1 from orders o
      where ${customer}
        and ${customerVisibleTo(viewer, sql`o.customer_number`)}
        and lower(o.customer_purchase_order_number) = ${poNumber.toLowerCase()}
        and o.status <> 'Cancelled'
    ) as used`);
  return rows[0]?.used === true;
}
