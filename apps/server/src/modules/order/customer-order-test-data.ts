import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { createCustomer } from '../../test/account-factories.ts';
import { seedCustomerPricing } from '../cart/customer-test-data.ts';

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

/**
 * What placing an order or an inquiry is tried against: the customers and users of
 * seedCustomerPricing, a credit-blocked customer C9 of rep R1, and C1's ship-to S100.
 */
export async function seedPlacingCustomers(db: Database) {
  const users = await seedCustomerPricing(db);
  await createCustomer(db, {
    customerNumber: 'C9',
    customerName: 'Frozen Ltd',
    salesReps: ['R1'],
    isCreditBlocked: true,
  });
  await db.insert(t.shipTo).values({
    customerNumber: 'C1',
    partnerNumber: 'S100',
    name: 'Acme Warehouse',
    street: '5 Dock Rd',
    city: 'Peoria',
    region: 'IL',
    postalCode: '61602',
    phone: '3095550101',
  });
  return users;
}
