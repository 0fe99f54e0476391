import type { InquiryStatus } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { insertListOrders, type ListOrderSpec } from '../order/order-list-test-data.ts';

/** An inquiry as the list shows and filters it; a converted one names the order made of it. */
export interface ListInquirySpec {
  customer: { number: string; name: string };
  status: InquiryStatus;
  inquiryDate: Date;
  /** Item numbers 10, 20, ... in this order unless told. */
  items: { material: string; quantity: number; unitPrice: number; itemNumber?: number }[];
  /** Of a Converted inquiry: the order it became. */
  order?: ListOrderSpec;
}

/** Inserts the inquiries with their items (and their orders); ids in order. */
export async function insertListInquiries(
  db: Database,
  specs: ListInquirySpec[],
): Promise<number[]> {
  const orderIds: (number | null)[] = [];
  for (const s of specs)
    orderIds.push(s.order ? (await insertListOrders(db, [s.order]))[0]! : null);
  const rows = await db
    .insert(t.inquiry)
    .values(
      specs.map((s, n) => {
        const total = s.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
        const cancelled = s.status === 'Cancelled';
        return {
          inquiryDate: s.inquiryDate,
          status: s.status,
          cancelDate: cancelled ? s.inquiryDate : null,
          cancelReason: cancelled ? 'Not needed' : null,
          customerNumber: s.customer.number,
          customerName: s.customer.name,
          contactName: 'Bea Buyer',
          contactPhone: '2175550100',
          contactEmail: 'bea@example.com',
          subTotal: total,
          total,
          orderId: orderIds[n],
        };
      }),
    )
    .returning({ inquiryId: t.inquiry.inquiryId });
  const ids = rows.map((r) => r.inquiryId);
  const items = specs.flatMap((s, n) =>
    s.items.map((item, k) => ({
      inquiryId: ids[n]!,
      itemNumber: item.itemNumber ?? (k + 1) * 10,
      material: item.material,
      description: `Part ${item.material}`,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.unitPrice * item.quantity,
    })),
  );
  if (items.length > 0) await db.insert(t.inquiryItem).values(items);
  return ids;
}

/** A pending inquiry of `customer` with one item; override what a test looks at. */
export const listInquiry = (
  customer: ListInquirySpec['customer'],
  overrides: Partial<ListInquirySpec> = {},
): ListInquirySpec => ({
  customer,
  status: 'Pending',
  inquiryDate: new Date(),
  items: [{ material: '120-1000', quantity: 1, unitPrice: 10 }],
  ...overrides,
});
