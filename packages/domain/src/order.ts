import { z } from 'zod';
import { ADDRESS_MESSAGES, contactEmail, isCanadianZip, isPoBox } from './address.ts';
import { isCountryCode } from './country-states.ts';

/** Statuses an order moves through; the ERP moves it (docs/decisions/050). */
export const ORDER_STATUSES = ['Pending', 'In Progress', 'Shipped', 'Cancelled'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Statuses of one order item: open until its delivery leaves; a cancelled item counts 0. */
export const ORDER_ITEM_STATUSES = ['Open', 'Shipped', 'Cancelled'] as const;
export const orderItemStatus = z.enum(ORDER_ITEM_STATUSES);
export type OrderItemStatus = z.infer<typeof orderItemStatus>;

/** The purchase order number every guest card order carries. */
export const GUEST_PURCHASE_ORDER_NUMBER = 'ReplacementParts';

export const PAYMENT_DECLINED = 'The card payment was not authorized.';

/** Order numbers are at most 10 characters; anything longer is an order's PublicKey. */
export const isOrderPublicKey = (invoiceNo: string): boolean => invoiceNo.trim().length > 10;

/** A trimmed text that must be present: '{label} is required', '{label} is too long'. */
const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

const optionalText = (max = 200) => z.string().trim().max(max).nullish();

/** A bill-to or ship-to party of an order submission, with the address form's messages. */
export const orderParty = (label: 'Bill To' | 'Ship To') =>
  z
    .object({
      PartnerNumber: optionalText(20),
      Name: required(`${label} Name`, 120),
      Name2: optionalText(120),
      Street: required(`${label} Address Line 1`),
      City: required(`${label} City`, 80),
      Region: required(`${label} State`, 80),
      PostalCode: required(`${label} Zip`, 20),
      Country: required(`${label} Country`, 2)
        .transform((c) => c.toUpperCase())
        .refine(isCountryCode, `${label} ${ADDRESS_MESSAGES.countryUnknown}`),
      Phone: z
        .string({ error: `${label} Phone is required` })
        .transform((p) => p.replace(/\D/g, ''))
        .pipe(
          z
            .string()
            .min(1, `${label} Phone is required`)
            .max(10, `${label} Phone must have at most 10 digits`),
        ),
    })
    .superRefine((party, ctx) => {
      if (party.Country === 'CA' && !isCanadianZip(party.PostalCode))
        ctx.addIssue({
          code: 'custom',
          path: ['PostalCode'],
          message: `${label} ${ADDRESS_MESSAGES.canadianZipFormat}`,
        });
      // Carriers cannot deliver to a P.O. box; it is a fine billing address.
      if (label === 'Ship To' && isPoBox(`${party.Street} ${party.Name2 ?? ''}`))
        ctx.addIssue({ code: 'custom', path: ['Street'], message: ADDRESS_MESSAGES.poBox });
    });
export type OrderParty = z.output<ReturnType<typeof orderParty>>;

/** CardInfo of a guest order: CardNumber is the payment token, never a card number. */
export const orderCardInfo = z
  .object(
    {
      CardType: z.string().trim().max(40).nullish(),
      CardNumber: required('Payment token', 200),
      Name: z.string().trim().max(120).nullish(),
      ValidTo: z.string().trim().max(20).nullish(),
      BillAmount: z.number().nullish(),
      Currency: z.string().trim().max(3).nullish(),
      Authorized: z.boolean().nullish(),
      AuthAmount: z.number().nullish(),
      AuthorizationDate: z.string().trim().max(40).nullish(),
      AuthorizationNo: z.string().trim().max(100).default(''),
      ReferenceNo: z.string().trim().max(100).nullish(),
      PreAuth: z.boolean().nullish(),
    },
    { error: 'Payment information is required' },
  )
  .superRefine((card, ctx) => {
    if (card.Authorized === false)
      ctx.addIssue({ code: 'custom', path: ['Authorized'], message: PAYMENT_DECLINED });
    else if (card.AuthorizationNo === '')
      ctx.addIssue({
        code: 'custom',
        path: ['AuthorizationNo'],
        message: 'Payment authorization is required',
      });
  });
export type OrderCardInfo = z.output<typeof orderCardInfo>;

/** An order's text lines as the ERP keeps them: a line length and a count (decision 045). */
export const ORDER_TEXT_LINE_LENGTH = 132;
export const ORDER_TEXT_LINES_MAX = 20;

export const orderSubmissionItem = z.object({
  Material: required('Item Material', 40),
  Quantity: z
    .number({ error: 'Item Quantity must be a number' })
    .int('Item Quantity must be a whole number')
    .min(1, 'Item Quantity must be at least 1')
    .max(9999, 'Item Quantity must be at most 9999'),
  ItemNumber: z.number().int().positive().nullish(),
  QuantityUnit: z.string().trim().max(3).nullish(),
});

export const ORDER_ITEMS_REQUIRED = 'Order must include one or more items';
export const ORDER_ITEMS_MAX = 200;

export const orderItems = z
  .array(orderSubmissionItem, { error: ORDER_ITEMS_REQUIRED })
  .min(1, ORDER_ITEMS_REQUIRED)
  .max(ORDER_ITEMS_MAX, `An order holds at most ${ORDER_ITEMS_MAX} items`);

export const orderTextLines = z
  .array(
    z
      .string()
      .max(
        ORDER_TEXT_LINE_LENGTH,
        `A comment line holds at most ${ORDER_TEXT_LINE_LENGTH} characters`,
      ),
  )
  .max(ORDER_TEXT_LINES_MAX, `An order holds at most ${ORDER_TEXT_LINES_MAX} comment lines`)
  .default([]);

/** POST /api/order/nocustomer: any price or shipping cost in it is ignored (recomputed). */
export const guestOrderSubmission = z.object({
  CustomerPurchaseOrderNumber: z
    .literal(GUEST_PURCHASE_ORDER_NUMBER, {
      error: `CustomerPurchaseOrderNumber of a guest order is '${GUEST_PURCHASE_ORDER_NUMBER}'`,
    })
    .optional(),
  BillToParty: orderParty('Bill To'),
  ShipToParty: orderParty('Ship To'),
  CardInfo: orderCardInfo,
  Items: orderItems,
  TextLines: orderTextLines,
  Email: contactEmail,
  ShippingCost: z.unknown().optional(),
  CartItemIds: z.array(z.number().int().positive()).max(500).optional(),
});
export type GuestOrderSubmission = z.output<typeof guestOrderSubmission>;

export const idempotencyKeyHeader = z.looseObject({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key header is required' })
    .trim()
    .min(8, 'Idempotency-Key must have 8 to 100 characters')
    .max(100, 'Idempotency-Key must have 8 to 100 characters'),
});

export const orderPlaced = z.object({
  Successful: z.literal(true),
  Data: z.object({ OrderId: z.number().int(), PublicKey: z.string() }),
});
export type OrderPlaced = z.infer<typeof orderPlaced>;

export const orderCheck = z.object({
  OrderSynced: z.boolean(),
  SalesOrderNumber: z.string().nullable(),
  OrderStatus: orderStatus,
});
export type OrderCheck = z.infer<typeof orderCheck>;

/** `n` of the order calls: a PublicKey or an order number. */
export const orderNumberParams = z.object({
  n: z.string().trim().min(1, 'Order number is required').max(64, 'Order number is too long'),
});
