import { z } from 'zod';

export const PAYMENT_CURRENCY = 'USD';
/** The checkout pre-authorises a zero amount: the card is checked, charged when it ships. */
export const PREAUTH_AMOUNT = 0.0;
/** The card fields page of the built-in sandbox gateway, shown in the checkout's iframe. */
export const CARD_FIELDS_PATH = '/payment-gateway/card-fields';

/** CardInfo of the order submission payload (parts-site §3); CardNumber is a payment token. */
export const cardInfo = z.object({
  CardType: z.string().trim().min(1).max(40),
  CardNumber: z.string().trim().min(1).max(100),
  Name: z.string().trim().min(1).max(100),
  /** Year-month-01 of the card's expiry. */
  ValidTo: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, 'ValidTo must be YYYY-MM-01'),
  BillAmount: z.number().nonnegative(),
  Currency: z.literal(PAYMENT_CURRENCY),
  Authorized: z.boolean(),
  AuthAmount: z.number().nonnegative(),
  AuthorizationDate: z.string().max(40),
  AuthorizationNo: z.string().trim().min(1).max(40),
  ReferenceNo: z.string().trim().min(1).max(40),
  PreAuth: z.boolean(),
});
export type CardInfo = z.infer<typeof cardInfo>;

/** Billing address fields of the provider's authorize call (parts-site §7 Payment provider). */
export const gatewayBillingAddress = z.object({
  city: z.string().trim().min(1).max(40),
  country: z.string().trim().min(2).max(2),
  street: z.string().trim().min(1).max(130),
  firstName: z.string().trim().min(1).max(40),
  lastName: z.string().trim().min(1).max(40),
  postalCode: z.string().trim().min(1).max(10),
  region: z.string().trim().min(1).max(40),
  phoneNumber: z.string().trim().min(1).max(20),
  email: z.string().trim().min(1).max(100),
});
export type GatewayBillingAddress = z.infer<typeof gatewayBillingAddress>;

/** The gateway's signed answer to authorize, passed untouched to POST /api/checkout/decode. */
export const signedPaymentResponse = z.object({
  payload: z.string().min(1).max(8000),
  signature: z.string().min(1).max(200),
});
export type SignedPaymentResponse = z.infer<typeof signedPaymentResponse>;

/** What a verified authorisation says; never the card number, only its last four digits. */
export const decodedPayment = z.object({
  authorized: z.boolean(),
  responseCode: z.string(),
  responseDescription: z.string(),
  authorizationNumber: z.string(),
  referenceNumber: z.string(),
  paymentToken: z.string(),
  cardType: z.string(),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  nameOnCard: z.string(),
  amount: z.number(),
  currency: z.string(),
  preAuth: z.boolean(),
  authorizationDate: z.string(),
});
export type DecodedPayment = z.infer<typeof decodedPayment>;

export const paymentDecodeResponse = z.object({
  Successful: z.literal(true),
  Data: decodedPayment,
});
export const paymentTokenResponse = z.object({ Successful: z.literal(true), Data: z.string() });

/** Order CardInfo from a decoded, authorised payment. */
export function cardInfoFromPayment(payment: DecodedPayment, billAmount: number): CardInfo {
  const month = String(payment.expiryMonth).padStart(2, '0');
  return {
    CardType: payment.cardType,
    CardNumber: payment.paymentToken,
    Name: payment.nameOnCard,
    ValidTo: `${payment.expiryYear}-${month}-01`,
    BillAmount: billAmount,
    Currency: PAYMENT_CURRENCY,
    Authorized: payment.authorized,
    AuthAmount: payment.amount,
    AuthorizationDate: payment.authorizationDate,
    AuthorizationNo: payment.authorizationNumber,
    ReferenceNo: payment.referenceNumber,
    PreAuth: payment.preAuth,
  };
}
