import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/**
 * Turns a placed order into a customer's order as the signed-in order form will write it:
 * customer, PO number, creator and sales representative (the form itself comes later).
 */
export async function makeCustomerOrder(
  db: Database,
  orderId: number,
  customer: { number: string; name: string; salesRep: { number: string; name: string } },
  creator = { username: 'buyer@example.com', name: 'Bea Buyer' },
): Promise<void> {
  await db
    .update(t.orders)
    .set({
      customerNumber: customer.number,
      customerName: customer.name,
      customerPurchaseOrderNumber: `PO-${orderId}`,
      creatorUsername: creator.username,
      creatorName: creator.name,
    })
    .where(eq(t.orders.orderId, orderId));
  await db
    .insert(t.orderSalesRep)
    .values({ orderId, salesRepNumber: customer.salesRep.number, name: customer.salesRep.name });
}
