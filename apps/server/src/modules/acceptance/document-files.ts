import { documentUrlParams } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { findDocumentByUrl } from './queries.ts';

/**
 * GET /d/{DocumentUrl} (and /api/d/...): the policy PDFs. Public, like any site's terms:
 * a user must be able to read them before accepting.
 */
export async function policyDocumentFiles(
  app: FastifyInstance,
  { db, blobs }: { db: Database; blobs: BlobStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const serve = async (
    request: FastifyRequest<{ Params: { documentUrl: string } }>,
    reply: FastifyReply,
  ) => {
    const found = await findDocumentByUrl(db, request.params.documentUrl);
    const body = found ? await blobs.get(found.blobKey) : null;
    if (!found || !body) return reply.code(404).send({ Successful: false, Message: 'Not found' });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${request.params.documentUrl}"`)
      .header('cache-control', 'public, max-age=300')
      .send(body);
  };
  for (const path of ['/d/:documentUrl', '/api/d/:documentUrl']) {
    r.get(
      path,
      {
        config: { access: 'anonymous' },
        schema: {
          tags: ['authentication'],
          summary: 'A policy document (PDF)',
          params: documentUrlParams,
        },
      },
      serve,
    );
  }
}
