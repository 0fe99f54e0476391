import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../../lib/errors.ts';
import { optionalViewer } from '../../lib/session.ts';

export const ACCESS_DENIED = 'Access Denied';
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the configured ADMIN_TOKEN; without one configured, none does. */
function holdsAdminToken(request: FastifyRequest, configured: string | undefined): boolean {
  const sent = request.headers[ADMIN_TOKEN_HEADER];
  if (!configured || typeof sent !== 'string' || sent === '') return false;
  // Equal-length digests compared in constant time: the answer's timing tells nothing.
  return timingSafeEqual(digest(sent), digest(configured));
}

/**
 * The cache screen is for customer admins signed in with a complete session, and for
 * operators and scripts holding ADMIN_TOKEN (docs/decisions/056). Everyone else: 403
 * 'Access Denied'.
 */
export async function requireCacheAdmin(
  request: FastifyRequest,
  configured: string | undefined,
): Promise<void> {
  if (holdsAdminToken(request, configured)) return;
  const viewer = await optionalViewer(request);
  const admin =
    viewer !== null &&
    viewer.isCustomerAdmin &&
    !viewer.pendingAcceptance &&
    !viewer.needsDirectorySignup;
  if (!admin) throw new Forbidden(ACCESS_DENIED);
}
