import { PAYMENT_CURRENCY, decodedPayment, gatewayBillingAddress } from '@portal/domain';
import { z } from 'zod';

/** Card fields as the card page sends them; read by the gateway only, never by /api. */
export const tokenizeRequest = z.object({
  formToken: z.string().min(1).max(300),
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvv: z.string().max(10),
  name: z.string().max(200),
});
export type TokenizeRequest = z.infer<typeof tokenizeRequest>;

/** The provider's authorize call: amount, currency, preAuth and the billing address. */
export const authorizeRequest = z.object({
  formToken: z.string().min(1).max(300),
  paymentToken: z.string().min(1).max(100),
  amount: z.number().min(0).max(1_000_000),
  currency: z.literal(PAYMENT_CURRENCY),
  preAuth: z.boolean(),
  billingAddress: gatewayBillingAddress,
});
export type AuthorizeRequest = z.infer<typeof authorizeRequest>;

/** What the gateway signs: a completed (approved or declined) or failed transaction. */
export const signedPayload = decodedPayment.extend({
  status: z.enum(['approved', 'declined', 'error']),
  transactionId: z.string(),
});
export type SignedPayload = z.infer<typeof signedPayload>;

export interface TokenizedCard {
  paymentToken: string;
  cardType: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export type GatewayResult<T> =
  { ok: true; value: T } | { ok: false; field?: string; message: string };
