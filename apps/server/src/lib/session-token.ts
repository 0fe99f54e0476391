import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, reset codes, invitation codes. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored; a leaked table yields no usable token. */
export const digestSecret = (secret: string): Buffer =>
  createHash('sha256').update(secret, 'utf8').digest();

export const sameDigest = (a: Buffer, b: Buffer): boolean =>
  a.length === b.length && timingSafeEqual(a, b);
