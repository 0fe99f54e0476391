import { orderItemStatus, orderStatus } from '@portal/domain';
import { z } from 'zod';

/**
 * A sales order as the ERP reports it, whoever entered it: the portal (through submitOrder) or
 * a sales rep or customer user in the ERP itself. What an adapter answers is parsed with these
 * schemas before the portal writes any of it (jobs/erp-order-sync.ts).
 */

const text = z.string().trim();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD');

/** A bill-to or ship-to party; partner number as the ERP keeps it. */
export const erpParty = z.object({
  partnerNumber: text.nullable(),
  name: text.min(1),
  name2: text.nullable(),
  street: text,
  city: text,
  region: text,
  postalCode: text,
  country: text.length(2),
  phone: text,
});
export type ErpParty = z.infer<typeof erpParty>;

export const erpTrackingUpdate = z.object({
  status: text.min(1),
  occurredAt: z.coerce.date(),
  message: text,
  city: text.nullable(),
  state: text.nullable(),
});
export type ErpTrackingUpdate = z.infer<typeof erpTrackingUpdate>;

export const erpDelivery = z.object({
  deliveryId: text.min(1).max(20),
  carrier: text.min(1),
  trackingNumber: text.nullable(),
  shippedAt: z.coerce.date(),
  items: z.array(
    z.object({ material: text.min(1), shortText: text, quantity: z.number().int().positive() }),
  ),
  trackingUpdates: z.array(erpTrackingUpdate),
});
export type ErpDelivery = z.infer<typeof erpDelivery>;

export const erpSalesOrderItem = z.object({
  /** 10, 20, 30, ... */
  itemNumber: z.number().int().positive(),
  material: text.min(1),
  description: text,
  quantity: z.number().int().positive(),
  unitPrice: z.number().nonnegative(),
  tax: z.number().nonnegative(),
  status: orderItemStatus,
});
export type ErpSalesOrderItem = z.infer<typeof erpSalesOrderItem>;

export const erpSalesOrder = z.object({
  salesOrderNumber: z.string().regex(/^\d{10}$/, 'a sales order number has 10 digits'),
  /** The portal's reference (its PublicKey) for an order handed over by the portal, else null. */
  reference: text.min(1).nullable(),
  orderDate: z.coerce.date(),
  status: orderStatus,
  purchaseOrderNumber: text,
  /** The sold-to customer; null for the parts site's guest orders. */
  customer: z.object({ number: text.min(1), name: text }).nullable(),
  /** Who entered the order: a portal user's username and name. */
  creator: z.object({ username: text.min(1), name: text }).nullable(),
  email: text,
  salesReps: z.array(z.object({ number: text.min(1), name: text })),
  billTo: erpParty.nullable(),
  shipTo: erpParty,
  shipVia: text.min(1),
  currency: text.length(3),
  shippingCost: z.number().nonnegative(),
  expectedShippingDate: day.nullable(),
  items: z.array(erpSalesOrderItem).min(1),
  deliveries: z.array(erpDelivery),
  /** When the ERP last changed the order. */
  changedAt: z.coerce.date(),
});
export type ErpSalesOrder = z.infer<typeof erpSalesOrder>;

/** One page of the changed-orders feed, oldest change first. */
export const erpOrderChanges = z.object({
  orders: z.array(erpSalesOrder),
  /** Where the next page starts; opaque to the portal, kept as the ERP gave it. */
  cursor: z.string().min(1).nullable(),
  /** More changed orders wait beyond this page. */
  hasMore: z.boolean(),
});
export type ErpOrderChanges = z.infer<typeof erpOrderChanges>;
