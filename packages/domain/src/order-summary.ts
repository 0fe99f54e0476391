import { z } from 'zod';
import { priceExplanation } from './price-explanation-wire.ts';
import { orderStatus } from './order.ts';

/** A party as an order shows it (the submission's field names). */
export const orderPartyView = z.object({
  PartnerNumber: z.string().nullable(),
  Name: z.string(),
  Name2: z.string().nullable(),
  Street: z.string(),
  City: z.string(),
  Region: z.string(),
  PostalCode: z.string(),
  Country: z.string(),
  Phone: z.string(),
});
export type OrderPartyView = z.infer<typeof orderPartyView>;

export const orderItemView = z.object({
  ItemNumber: z.number().int(),
  MaterialNumber: z.string(),
  Description: z.string(),
  Quantity: z.number().int(),
  QuantityUnit: z.string(),
  Price: z.number(),
  TotalPrice: z.number(),
  Tax: z.number(),
  Status: z.string(),
  Image: z.string().nullable(),
  /** How the customer's agreement made Price, for lines the portal priced (issue 17). */
  PriceExplanation: priceExplanation.nullable(),
});
export type OrderItemView = z.infer<typeof orderItemView>;

export const trackingUpdate = z.object({
  Id: z.number().int(),
  Status: z.string(),
  Date: z.string(),
  Message: z.string(),
  Address: z.object({ City: z.string().nullable(), State: z.string().nullable() }),
});
export type TrackingUpdate = z.infer<typeof trackingUpdate>;

export const delivery = z.object({
  DeliveryId: z.string(),
  Carrier: z.string(),
  TrackingNumber: z.string().nullable(),
  Items: z.array(
    z.object({ Quantity: z.number().int(), ShortText: z.string(), Material: z.string() }),
  ),
  /** Tracking updates newest first. */
  ShippingInformation: z.object({ TrackingUpdatesList: z.array(trackingUpdate) }),
});
export type Delivery = z.infer<typeof delivery>;

/**
 * Who reads an order, as far as the summary is concerned (parts-site §6): a guest holding the
 * PublicKey, or a signed-in customer, sales rep or customer admin allowed to see the order.
 */
export const ORDER_AUDIENCES = ['guest', 'customer', 'sales-rep', 'customer-admin'] as const;
export const orderAudience = z.enum(ORDER_AUDIENCES);
export type OrderAudience = z.infer<typeof orderAudience>;

/** PO number, Creator and Sales Representative: sales reps, customers and customer admins. */
export const seesOrderAccountDetails = (audience: OrderAudience): boolean => audience !== 'guest';

/** Authorization No and the Comments tab: sales reps and customer admins only. */
export const seesOrderComments = (audience: OrderAudience): boolean =>
  audience === 'sales-rep' || audience === 'customer-admin';

/** GET /api/order/{n}: the order as its summary page shows it. */
export const orderSummary = z.object({
  OrderId: z.number().int(),
  PublicKey: z.string(),
  SalesOrderNumber: z.string().nullable(),
  OrderDate: z.string(),
  OrderStatus: orderStatus,
  CustomerPurchaseOrderNumber: z.string(),
  CustomerNumber: z.string().nullable(),
  CustomerName: z.string().nullable(),
  Creator: z.string().nullable(),
  CreatorUsername: z.string().nullable(),
  SalesRepNumber: z.string().nullable(),
  SalesRepName: z.string().nullable(),
  SalesRepPhone: z.string().nullable(),
  SalesRepresentatives: z.array(z.object({ SalesRepNumber: z.string(), Name: z.string() })),
  /** Shown only to sales reps and customer admins; null for everyone else. */
  AuthorizationNumber: z.string().nullable(),
  /** Whom this answer was shaped for: what the page may show. */
  ViewedAs: orderAudience,
  ShipVia: z.string(),
  TrackingNumber: z.string().nullable(),
  ExpectedShippingDate: z.string().nullable(),
  BillToParty: orderPartyView,
  ShipToParty: orderPartyView,
  Email: z.string(),
  SubTotal: z.number(),
  ShippingCost: z.number(),
  Tax: z.number(),
  TaxCalculated: z.boolean(),
  Total: z.number(),
  Currency: z.string(),
  Items: z.array(orderItemView),
  /** The order's comments: sent to sales reps and customer admins only, empty otherwise. */
  TextLines: z.array(z.string()),
  Deliveries: z.array(delivery),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const invoiceQuery = z.object({
  InvoiceNumber: z
    .string({ error: 'InvoiceNumber is required' })
    .trim()
    .min(1, 'InvoiceNumber is required')
    .max(64, 'InvoiceNumber is too long'),
});
