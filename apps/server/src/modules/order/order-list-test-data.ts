import { randomBytes } from 'node:crypto';
import { CANCELLED_ITEM_STATUS, type OrderStatus } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** An order as the ERP sync leaves it, for list tests: what the list shows and filters on. */
export interface ListOrderSpec {
  customer: { number: string; name: string } | null;
  salesOrderNumber: string | null;
  poNumber: string;
  status: OrderStatus;
  orderDate: Date;
  expectedShippingDate: string | null;
  items: { unitPrice: number; quantity: number; status: string }[];
  deliveries: {
    carrier: string;
    trackingNumber: string | null;
    shippedAt: Date;
    updates: { status: string; occurredAt: Date }[];
  }[];
  salesReps: { number: string; name: string }[];
}

let deliveries = 0;

const party = (orderId: number, role: 'BillTo' | 'ShipTo', name: string) => ({
  orderId,
  role,
  name,
  street: '12 Main St',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  phone: '2175550100',
});

/** Inserts the orders with their parties, items, sales reps, deliveries and tracking; ids in order. */
export async function insertListOrders(db: Database, specs: ListOrderSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const ids = await db
    .insert(t.orders)
    .values(
      specs.map((s) => {
        const subTotal = s.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
        // As the ERP upsert keeps it: cancelled items count 0.
        const itemsTotal = s.items
          .filter((i) => i.status !== CANCELLED_ITEM_STATUS)
          .reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
        return {
          publicKey: randomBytes(18).toString('base64url'),
          salesOrderNumber: s.salesOrderNumber,
          status: s.status,
          customerPurchaseOrderNumber: s.poNumber,
          customerNumber: s.customer?.number ?? null,
          customerName: s.customer?.name ?? null,
          creatorUsername: s.customer ? 'buyer@example.com' : null,
          creatorName: s.customer ? 'Bea Buyer' : null,
          email: 'buyer@example.com',
          subTotal,
          shippingCost: 0,
          total: subTotal,
          itemsTotal,
          expectedShippingDate: s.expectedShippingDate,
          orderDate: s.orderDate,
        };
      }),
    )
    .returning({ orderId: t.orders.orderId });
  const orderIds = ids.map((r) => r.orderId);
  const each = <T>(rows: (spec: ListOrderSpec, orderId: number) => T[]): T[] =>
    specs.flatMap((spec, i) => rows(spec, orderIds[i]!));

  await db
    .insert(t.orderParty)
    .values(
      each((s, id) => [
        party(id, 'BillTo', s.customer?.name ?? 'Ada Lovelace'),
        party(id, 'ShipTo', 'Dock 4'),
      ]),
    );
  const items = each((s, orderId) =>
    s.items.map((item, n) => ({
      orderId,
      itemNumber: (n + 1) * 10,
      material: `120-${1000 + n}`,
      description: `Part ${n + 1}`,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.unitPrice * item.quantity,
      status: item.status,
      shippingStrategy: 'parts',
    })),
  );
  if (items.length > 0) await db.insert(t.orderItem).values(items);
  const reps = each((s, orderId) =>
    s.salesReps.map((r) => ({ orderId, salesRepNumber: r.number, name: r.name })),
  );
  if (reps.length > 0) await db.insert(t.orderSalesRep).values(reps);
  const shipped = each((s, orderId) =>
    s.deliveries.map((d) => ({ ...d, orderId, deliveryId: `D${++deliveries}` })),
  );
  if (shipped.length === 0) return orderIds;
  await db.insert(t.delivery).values(shipped.map(({ updates: _u, ...d }) => d));
  await db.insert(t.deliveryItem).values(
    shipped.map((d) => ({
      deliveryId: d.deliveryId,
      line: 1,
      material: '120-1000',
      shortText: 'Part 1',
      quantity: 1,
    })),
  );
  const updates = shipped.flatMap((d) =>
    d.updates.map((u) => ({ ...u, deliveryId: d.deliveryId, message: u.status, city: 'Memphis' })),
  );
  if (updates.length > 0) await db.insert(t.trackingUpdate).values(updates);
  return orderIds;
}

/** A plain order of `customer` with one open item; override what a test looks at. */
export const listOrder = (
  customer: ListOrderSpec['customer'],
  overrides: Partial<ListOrderSpec> = {},
): ListOrderSpec => ({
  customer,
  salesOrderNumber: null,
  poNumber: 'PO1',
  status: 'Pending',
  orderDate: new Date(),
  expectedShippingDate: null,
  items: [{ unitPrice: 10, quantity: 1, status: 'Open' }],
  deliveries: [],
  salesReps: [],
  ...overrides,
});
