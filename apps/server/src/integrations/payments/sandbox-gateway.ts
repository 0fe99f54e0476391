import { randomBytes, randomInt } from 'node:crypto';
import type { SignedPaymentResponse } from '@portal/domain';
import { LRUCache } from 'lru-cache';
import {
  cardDigits,
  cardType,
  cvvFits,
  parseExpiry,
  passesLuhn,
  sandboxOutcome,
} from './card-rules.ts';
import { hostedFieldsRoutes } from './hosted-fields-routes.ts';
import { PAYMENT_NOT_VERIFIED, type PaymentGateway } from './payment-gateway.ts';
import { decodeSignedPayload, formTokens } from './sandbox-tokens.ts';
import { encodePayload, hmac } from './signing.ts';
import type {
  AuthorizeRequest,
  GatewayResult,
  SignedPayload,
  TokenizeRequest,
  TokenizedCard,
} from './sandbox-requests.ts';

/** A card held by the gateway; the CVV is dropped once the card has been authorised. */
interface VaultedCard extends TokenizedCard {
  formNonce: string;
  number: string;
  cvv: string | null;
  name: string;
}

interface Authorization {
  paymentToken: string;
  referenceNumber: string;
  approved: boolean;
  cardType: string;
  last4: string;
  authorizedAt: string;
}

export interface SandboxGateway extends PaymentGateway {
  tokenize(request: TokenizeRequest): GatewayResult<TokenizedCard>;
  authorize(request: AuthorizeRequest): GatewayResult<SignedPaymentResponse>;
}

const HOUR_MS = 3_600_000;
const randomCode = (length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** The built-in sandbox provider: cards live in this process's memory only, never on disk. */
export function createSandboxGateway(opts: { secret: string; now?: () => Date }): SandboxGateway {
  const now = opts.now ?? (() => new Date());
  const forms = formTokens(opts.secret, now);
  const vault = new LRUCache<string, VaultedCard>({ max: 5_000, ttl: HOUR_MS });
  const authorizations = new LRUCache<string, Authorization>({ max: 20_000, ttl: 48 * HOUR_MS });

  const unusedAuthorizationNumber = (): string => {
    let code = randomCode(6);
    while (authorizations.has(code)) code = randomCode(6);
    return code;
  };

  const gateway: SandboxGateway = {
    createFormToken: forms.create,

    tokenize(request) {
      const formNonce = forms.verify(request.formToken);
      if (!formNonce) return { ok: false, message: 'The payment form has expired. Reload it.' };
      const number = cardDigits(request.number);
      if (!passesLuhn(number))
        return { ok: false, field: 'number', message: 'Card number is invalid' };
      const expiry = parseExpiry(request.expiry, now());
      if (!expiry) return { ok: false, field: 'expiry', message: 'Expiry date is invalid or past' };
      const type = cardType(number);
      const cvv = request.cvv.trim();
      if (!cvvFits(cvv, type)) return { ok: false, field: 'cvv', message: 'CVV is invalid' };
      const name = request.name.trim();
      if (!name || name.length > 100)
        return { ok: false, field: 'name', message: 'Name on card is required' };
      const card: TokenizedCard = {
        paymentToken: `tok_${randomBytes(18).toString('base64url')}`,
        cardType: type,
        last4: number.slice(-4),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
      };
      vault.set(card.paymentToken, { ...card, formNonce, number, cvv, name });
      return { ok: true, value: card };
    },

    authorize(request) {
      const formNonce = forms.verify(request.formToken);
      const card = vault.get(request.paymentToken);
      if (!formNonce || !card || card.formNonce !== formNonce)
        return { ok: false, message: 'The card was not entered on this payment form.' };
      const outcome = sandboxOutcome(card.number);
      const approved = outcome.status === 'approved';
      const payload: SignedPayload = {
        status: outcome.status,
        transactionId: `txn_${randomBytes(9).toString('base64url')}`,
        authorized: approved,
        responseCode: approved ? '00' : outcome.responseCode,
        responseDescription: approved ? 'Approved' : outcome.responseDescription,
        authorizationNumber: approved ? unusedAuthorizationNumber() : '',
        referenceNumber: randomCode(12, '0123456789'),
        paymentToken: card.paymentToken,
        cardType: card.cardType,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        nameOnCard: card.name,
        amount: request.amount,
        currency: request.currency,
        preAuth: request.preAuth,
        authorizationDate: now().toISOString(),
      };
      vault.set(card.paymentToken, { ...card, cvv: null });
      if (approved)
        authorizations.set(payload.authorizationNumber, {
          paymentToken: card.paymentToken,
          referenceNumber: payload.referenceNumber,
          approved,
          cardType: card.cardType,
          last4: card.last4,
          authorizedAt: payload.authorizationDate,
        });
      const encoded = encodePayload(payload);
      return { ok: true, value: { payload: encoded, signature: hmac(opts.secret, encoded) } };
    },

    decode(response) {
      const payload = decodeSignedPayload(opts.secret, response);
      if (!payload) return { ok: false, message: 'The payment answer could not be verified.' };
      if (payload.status === 'error')
        return {
          ok: false,
          message: `The payment could not be processed: ${payload.responseDescription}.`,
        };
      const { status: _status, transactionId: _id, ...payment } = payload;
      return { ok: true, payment };
    },

    async verifyAuthorization(card) {
      const found = authorizations.get(card.AuthorizationNo);
      const matches =
        found?.approved === true &&
        found.paymentToken === card.CardNumber &&
        (card.ReferenceNo == null || card.ReferenceNo === found.referenceNumber);
      if (!found || !matches) return { valid: false, message: PAYMENT_NOT_VERIFIED };
      return {
        valid: true,
        cardType: found.cardType,
        last4: found.last4,
        authorizedAt: found.authorizedAt,
      };
    },
  };
  gateway.routes = hostedFieldsRoutes(gateway);
  return gateway;
}
