import { z } from 'zod';
import { FINANCE_PHONE } from './constants.ts';
import { orderItems, orderParty, orderTextLines } from './order.ts';

/** A customer's order placed in the portals' new-order wizard (signed-in portals §2.10). */
export const SHIPPING_METHODS = ['Best Way', 'UPS', 'FedEx', 'Will Call'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const PO_NUMBER_MAX = 20;
export const PO_NUMBER_REQUIRED = 'PO Number is required';
export const PO_NUMBER_EXISTS = 'PO Number already exist';
export const CUSTOMER_REQUIRED = 'Customer is required';
export const PO_DOCUMENT_REQUIRED = 'Upload the PO document or select one from inquiry files';

export const creditHoldOrderMessage = (phone: string = FINANCE_PHONE): string =>
  `Your account has a credit hold which is blocking you from creating an order. Please contact the finance office at ${phone} for assistance.`;

/** PO numbers are typed with spaces removed (§5). */
export const normalizePoNumber = (text: string): string => text.replace(/\s+/g, '');

export const poNumber = z
  .string({ error: PO_NUMBER_REQUIRED })
  .transform(normalizePoNumber)
  .pipe(
    z
      .string()
      .min(1, PO_NUMBER_REQUIRED)
      .max(PO_NUMBER_MAX, `PO Number must have at most ${PO_NUMBER_MAX} characters`),
  );

const partnerNumber = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(20, 'Partner number is too long');

/**
 * The bill-to is the customer itself: its number is what counts, and the server takes the
 * address from the customer's record (decision 158).
 */
const billToReference = z.looseObject({ PartnerNumber: partnerNumber(CUSTOMER_REQUIRED) });

/**
 * The ship-to: one of the customer's ship-to partners by number (the customer's own address
 * has the customer's number), whose address the server reads; or a one-time address in full.
 */
const shipToChoice = z.unknown().transform((value, ctx) => {
  const chosen = z
    .looseObject({ PartnerNumber: partnerNumber('Ship To is required') })
    .safeParse(value);
  if (chosen.success) return { PartnerNumber: chosen.data.PartnerNumber };
  const oneTime = orderParty('Ship To').safeParse(value);
  if (oneTime.success) return { ...oneTime.data, PartnerNumber: null };
  for (const issue of oneTime.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  return z.NEVER;
});

export const customerOrderData = z.object({
  PurchaseNo: poNumber,
  SalesRepNumber: z.string().trim().max(20).nullish(),
  BillToParty: billToReference,
  ShipToParty: shipToChoice,
  ShipVia: z.enum(SHIPPING_METHODS, { error: 'Choose a shipping method' }).default('Best Way'),
  Items: orderItems,
  TextLines: orderTextLines,
  InquiryId: z.number().int().positive().nullish(),
  InquiryFiles: z.array(z.number().int().positive()).max(20).default([]),
});
export type CustomerOrderData = z.output<typeof customerOrderData>;
export type CustomerOrderInput = z.input<typeof customerOrderData>;

/** The multipart `request` field of POST /api/order, as JSON. */
export const customerOrderRequest = z.object(
  { Data: customerOrderData },
  { error: 'The order request is missing.' },
);

/** GET /api/order/PO/isDuplicated */
export const poDuplicateQuery = z.object({
  poNumber,
  /** The customer whose orders are searched; without it, every order the caller may see. */
  customerNumber: z.string().trim().min(1).max(20).optional(),
});
