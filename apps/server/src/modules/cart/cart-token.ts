import { createHash, randomBytes } from 'node:crypto';
import { CART_COOKIE } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** 256 random bits, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const NINETY_DAYS_S = 90 * 24 * 60 * 60;

export const newCartToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token. */
export const hashCartToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The guest cart token a request carries, if it is well formed. */
export function cartTokenOf(cookies: Record<string, string | undefined>): string | undefined {
  const token = cookies[CART_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Sets (or renews) the guest cart cookie: HttpOnly, this host only, 90 days from now. */
export function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CART_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: NINETY_DAYS_S,
  });
}

/** Forgets the guest cart cookie (its cart joined a user's at sign-in). */
export function clearCartCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(CART_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
