import { SESSION_COOKIE } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The token from `Authorization: Bearer`, else from the HttpOnly cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) {
    const token = header.slice(7).trim();
    return token.length > 0 && token.length <= 200 ? token : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && cookie.length <= 200 ? cookie : null;
}

/** HttpOnly and host-only: each site keeps its own session; scripts never see the token. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}
