import { z } from 'zod';
import { priceExplanation } from './price-explanation-wire.ts';
import { CUSTOMER_REQUIRED } from './customer-order.ts';
import { documentIdParams, storedDocumentInfo } from './order-document.ts';
import { orderPartyView } from './order-summary.ts';
import { ORDER_TEXT_LINE_LENGTH, orderItems, orderParty } from './order.ts';

/** Price inquiries of the signed-in portals (§2.11-2.13, §3, §5; decision 163). */
export const INQUIRY_STATUSES = ['Pending', 'Cancelled', 'Converted'] as const;
export const inquiryStatus = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatus>;

export const INQUIRY_COMMENT_LINES = 3;
export const INQUIRY_CUSTOMER_REQUIRED = CUSTOMER_REQUIRED;
export const INQUIRY_ADDRESS_NAME_REQUIRED = 'Address name is required';
export const INQUIRY_CONTACT_NAME_REQUIRED = 'Contact name is required';
export const INQUIRY_PHONE_REQUIRED = 'Phone is required';
export const INQUIRY_EMAIL_REQUIRED = 'Email is required';
export const INQUIRY_EMAIL_INVALID = 'Email is not valid';
export const INQUIRY_CREDIT_HOLD =
  'Your account has a credit hold which is blocking you from creating an inquiry. Please contact the finance office for assistance.';
export const INQUIRY_NOT_FOUND = 'Inquiry not found';
export const CANCEL_REASON_REQUIRED = 'Cancel reason cannot be empty!';
export const INQUIRY_NOT_PENDING = 'Only a pending inquiry can be cancelled.';
export const INQUIRY_CANCEL_DENIED = 'Only customer service may cancel inquiries.';
export const INQUIRY_CONVERT_DENIED = 'Only customer service may convert inquiries.';
export const INQUIRY_CONVERT_NOT_PENDING = 'Only a pending inquiry can be converted.';
export const INQUIRY_FILES_WITHOUT_INQUIRY =
  'Inquiry files can only be selected when an inquiry is converted.';
export const INQUIRY_DOCUMENTS_CLOSED = 'Only the files of a pending inquiry can be changed.';
/** The estimate banner of the inquiry screens (§1), also closing the inquiry mails. */
export const INQUIRY_ESTIMATE_NOTICE =
  'All pricing given during an inquiry is an estimate. Final pricing is given once sales or customer service contacts you to confirm the order.';

/** An inquiry converts into an order of its own customer only. */
export const inquiryCustomerMismatch = (inquiryId: number, customerNumber: string): string =>
  `Inquiry ${inquiryId} is for customer ${customerNumber}: the order must be billed to that customer.`;

/** Inquiry files named for an order that are not files of the inquiry converted. */
export const inquiryFilesNotFound = (inquiryId: number, ids: readonly number[]): string =>
  `Inquiry ${inquiryId} has no file ${ids.join(', ')}.`;

export const inquiryCreateDenied = (customerNumber: string): string =>
  `You may not create inquiries for customer ${customerNumber}.`;

/** A trimmed text that must be present, with its own message, up to `max` characters. */
const requiredText = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must have at most ${max} characters`);

/** The bill-to is the customer; the server reads its address from the customer's record. */
const inquiryBillTo = z.looseObject(
  { PartnerNumber: requiredText(CUSTOMER_REQUIRED, 'Customer number', 20) },
  { error: CUSTOMER_REQUIRED },
);

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The ship-to: one of the customer's ship-to partners by number, or a one-time address with
 * the order form's rules, whose name is asked for first. Without one, the customer's address.
 */
const inquiryShipTo = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null) return null;
  const record = (typeof value === 'object' ? value : {}) as Record<string, unknown>;
  if (!isBlank(record.PartnerNumber)) {
    const number = String(record.PartnerNumber).trim();
    if (number.length > 20) {
      ctx.addIssue({
        code: 'custom',
        path: ['PartnerNumber'],
        message: 'Partner number is too long',
      });
      return z.NEVER;
    }
    return { PartnerNumber: number };
  }
  if (isBlank(record.Name)) {
    ctx.addIssue({ code: 'custom', path: ['Name'], message: INQUIRY_ADDRESS_NAME_REQUIRED });
    return z.NEVER;
  }
  const oneTime = orderParty('Ship To').safeParse(value);
  if (oneTime.success) return { ...oneTime.data, PartnerNumber: null };
  for (const issue of oneTime.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  return z.NEVER;
});

export const inquiryContact = z.object(
  {
    Name: requiredText(INQUIRY_CONTACT_NAME_REQUIRED, 'Contact name', 120),
    Phone: requiredText(INQUIRY_PHONE_REQUIRED, 'Phone', 30),
    Email: requiredText(INQUIRY_EMAIL_REQUIRED, 'Email', 100).pipe(
      z.email({ error: INQUIRY_EMAIL_INVALID }),
    ),
  },
  { error: INQUIRY_CONTACT_NAME_REQUIRED },
);
export type InquiryContact = z.output<typeof inquiryContact>;

/** Comment lines: blank ones are dropped, at most three remain. */
export const inquiryComments = z
  .array(
    z
      .string()
      .max(
        ORDER_TEXT_LINE_LENGTH,
        `A comment line holds at most ${ORDER_TEXT_LINE_LENGTH} characters`,
      ),
  )
  .default([])
  .transform((lines) => lines.map((l) => l.trim()).filter((l) => l !== ''))
  .pipe(
    z
      .array(z.string())
      .max(
        INQUIRY_COMMENT_LINES,
        `An inquiry holds at most ${INQUIRY_COMMENT_LINES} comment lines`,
      ),
  );

export const inquiryData = z.object({
  BillToParty: inquiryBillTo,
  ShipToParty: inquiryShipTo.optional(),
  Contact: inquiryContact,
  Comments: inquiryComments,
  Items: orderItems,
});
export type InquiryData = z.output<typeof inquiryData>;
export type InquiryInput = z.input<typeof inquiryData>;

/** The multipart `request` field of POST /api/inquiry, as JSON; the files come alongside. */
export const inquiryRequest = z.object(
  { Data: inquiryData },
  { error: 'The inquiry request is missing.' },
);

export const inquiryCreated = z.object({
  Successful: z.literal(true),
  Data: z.object({ InquiryId: z.number().int() }),
});
export type InquiryCreated = z.infer<typeof inquiryCreated>;

export const inquiryIdParams = z.object({
  inquiryId: z.coerce
    .number({ error: INQUIRY_NOT_FOUND })
    .int(INQUIRY_NOT_FOUND)
    .min(1, INQUIRY_NOT_FOUND)
    .max(2_147_483_647, INQUIRY_NOT_FOUND),
});

export const inquiryCancelRequest = z.object({
  Reason: z
    .string({ error: CANCEL_REASON_REQUIRED })
    .trim()
    .min(1, CANCEL_REASON_REQUIRED)
    .max(500, 'Cancel reason is too long'),
});

export const inquiryItem = z.object({
  InquiryItemId: z.number().int(),
  ItemNumber: z.number().int(),
  MaterialNumber: z.string(),
  Description: z.string(),
  Quantity: z.number().int(),
  Price: z.number(),
  TotalPrice: z.number(),
  QuantityUnit: z.string(),
  /** How the customer's agreement made Price (issue 17). */
  PriceExplanation: priceExplanation.nullable(),
});

export const inquiryDocumentIdParams = z.object({ documentId: documentIdParams.shape.id });

/** GET /api/inquiry/document/{documentId}/{name}: the name is the browser's file name. */
export const inquiryDocumentParams = inquiryDocumentIdParams.extend({ name: z.string().max(300) });

/** An inquiry's file: a stored document without an order's clipping and selection. */
export const inquiryDocumentInfo = storedDocumentInfo;
export type InquiryDocumentInfo = z.infer<typeof inquiryDocumentInfo>;

/** GET /api/inquiry/:inquiryId */
export const inquiryAnswer = z.object({
  InquiryId: z.number().int(),
  InquiryDate: z.string(),
  Status: inquiryStatus,
  CancelDate: z.string().nullable(),
  CancelReason: z.string().nullable(),
  /** The converted order's ERP number, once the ERP has given it. */
  SalesOrderNumber: z.string().nullable(),
  /** The converted order's portal number (order_summary's invoiceNo until the ERP answers). */
  OrderId: z.number().int().nullable(),
  Contact: z.object({ Name: z.string(), Phone: z.string(), Email: z.string() }),
  SubTotal: z.number(),
  Tax: z.number(),
  Total: z.number(),
  Currency: z.string(),
  CustomerNumber: z.string(),
  CustomerName: z.string(),
  BillToParty: orderPartyView,
  ShipToParty: orderPartyView,
  Comments: z.array(z.string()),
  Items: z.array(inquiryItem),
  Documents: z.array(inquiryDocumentInfo),
});
export type InquiryAnswer = z.infer<typeof inquiryAnswer>;
