import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of a text with the gateway's secret, hex encoded. */
export const hmac = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison, so a forger learns nothing from the answer's timing. */
export function signatureMatches(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(hmac(secret, text), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const encodePayload = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

export function decodePayload(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
