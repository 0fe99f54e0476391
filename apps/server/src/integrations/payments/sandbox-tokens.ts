import { randomBytes } from 'node:crypto';
import type { SignedPaymentResponse } from '@portal/domain';
import { signedPayload, type SignedPayload } from './sandbox-requests.ts';
import { decodePayload, hmac, signatureMatches } from './signing.ts';

const FORM_TOKEN_TTL_MS = 30 * 60_000;

/** Payment form tokens: `expiry.nonce.signature`, checked without any stored state. */
export function formTokens(secret: string, now: () => Date) {
  const signed = (body: string) => `${body}.${hmac(secret, `form:${body}`)}`;
  return {
    create(): string {
      const expires = now().getTime() + FORM_TOKEN_TTL_MS;
      return signed(`${expires}.${randomBytes(12).toString('base64url')}`);
    },
    /** The token's nonce while it is authentic and unexpired, else null. */
    verify(token: string): string | null {
      const [expires, nonce, signature, extra] = token.split('.');
      if (!expires || !nonce || !signature || extra !== undefined) return null;
      if (!signatureMatches(secret, `form:${expires}.${nonce}`, signature)) return null;
      return Number(expires) > now().getTime() ? nonce : null;
    },
  };
}

/** The payload of an authorize answer whose signature is the gateway's, else null. */
export function decodeSignedPayload(
  secret: string,
  response: SignedPaymentResponse,
): SignedPayload | null {
  if (!signatureMatches(secret, response.payload, response.signature)) return null;
  const parsed = signedPayload.safeParse(decodePayload(response.payload));
  return parsed.success ? parsed.data : null;
}
