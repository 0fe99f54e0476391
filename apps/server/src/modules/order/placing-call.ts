import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readDocumentForm, requestFieldData } from '../../lib/multipart-request.ts';
import { requireViewer } from '../../lib/session.ts';
import type { SiteService } from '../site/service.ts';
import { validationFailed } from './validation.ts';

/**
 * A signed-in multipart call placing an order or an inquiry, read in the order the caller is
 * answered: signed in first, then the route's schema (its Idempotency-Key), then the form's
 * `request` field with the shared schema, and its files.
 */
export async function readPlacingCall<T>(
  request: FastifyRequest,
  sites: SiteService,
  schema: z.ZodType<{ Data: T }>,
  noun: 'order' | 'inquiry',
) {
  const viewer = await requireViewer(request);
  if (request.validationError) throw validationFailed(request.validationError);
  const { request: raw, files } = await readDocumentForm(request, noun);
  const ctx = {
    site: await sites.forHost(request.hostname),
    viewer,
    // The route's header schema requires it: a call without one stopped above.
    idempotencyKey: String(request.headers['idempotency-key']),
  };
  return { ctx, data: requestFieldData(raw, schema, noun), files };
}
