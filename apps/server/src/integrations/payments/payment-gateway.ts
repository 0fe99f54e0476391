import type { DecodedPayment, SignedPaymentResponse } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';

/** The fields of an order's CardInfo that identify its authorisation. */
export interface AuthorizationToVerify {
  /** The payment token (never a card number). */
  CardNumber: string;
  AuthorizationNo: string;
  ReferenceNo?: string | null;
}

export type AuthorizationCheck =
  | { valid: true; cardType: string; last4: string; authorizedAt: string }
  | { valid: false; message: string };

export type DecodeOutcome = { ok: true; payment: DecodedPayment } | { ok: false; message: string };

/**
 * A hosted-fields card payment provider. The browser enters the card in the provider's own
 * page (an iframe); the portal only ever sees payment tokens, last four digits and signed
 * authorisation answers.
 */
export interface PaymentGateway {
  /** Payment form token the card fields page needs (GET /api/checkout/token). */
  createFormToken(): string;
  /** Checks the signature on an authorize answer and reads it (POST /api/checkout/decode). */
  decode(response: SignedPaymentResponse): DecodeOutcome;
  /**
   * At order submission: does this CardInfo refer to a real, approved authorisation of that
   * payment token? A forged, unknown or declined one is not valid.
   */
  verifyAuthorization(card: AuthorizationToVerify): Promise<AuthorizationCheck>;
  /** The provider's browser-facing pages and calls, when it runs inside the portal. */
  routes?: FastifyPluginAsync;
}

export const PAYMENT_NOT_VERIFIED =
  'The card payment could not be verified. Please enter your card again.';
