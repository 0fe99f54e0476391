import type { Site } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { readSessionToken, setSessionCookie } from '../../lib/session-cookie.ts';
import {
  deleteExpiredSessionsOf,
  deleteSessionByDigest,
  insertSession,
} from '../../lib/session-queries.ts';
import { digestSecret, newSecret } from '../../lib/session-token.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { hasDocumentsToAccept } from './user-queries.ts';

export interface StartedSession {
  token: string;
  expiresAt: Date;
  pendingAcceptance: boolean;
}

/**
 * A new token for every sign-in; the browser's previous session ends, the cookie carries the
 * new one, and the sign-in listeners run (a guest cart joins the user's).
 */
export async function startSession(
  db: Database,
  options: AccountsOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: number; site: Site; scope: string },
): Promise<StartedSession> {
  const previous = readSessionToken(request);
  if (previous) await deleteSessionByDigest(db, digestSecret(previous));
  await deleteExpiredSessionsOf(db, input.userId);
  const token = newSecret();
  const now = options.now();
  const expiresAt = new Date(now + options.sessionTtlMs);
  const pendingAcceptance = await hasDocumentsToAccept(db, input.userId, input.site.SiteId);
  await insertSession(db, {
    tokenHash: digestSecret(token),
    userId: input.userId,
    siteId: input.site.SiteId,
    scope: input.scope,
    pendingAcceptance,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt,
  });
  setSessionCookie(request, reply, token, expiresAt);
  for (const listener of request.server.signInListeners) {
    await listener({ request, reply, userId: input.userId, siteId: input.site.SiteId });
  }
  return { token, expiresAt, pendingAcceptance };
}
