import multipart from '@fastify/multipart';
import {
  apiError,
  clipDocumentsBody,
  documentAccessQuery,
  documentDeleted,
  documentIdParams,
  orderDocument,
  orderNumberParams,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalViewer } from '../../lib/session.ts';
import type { AccountsOptions } from '../auth/accounts-options.ts';
import { validationFailed } from '../order/validation.ts';
import type { SiteService } from '../site/service.ts';
import { uploadCounter } from './quotas.ts';
import { sendDocument } from './send-document.ts';
import type { DocumentContext, OrderDocumentService } from './service.ts';
import { readUploadedFiles, UPLOAD_FORM_OPTIONS } from './upload-form.ts';

const failures = { 400: apiError, 403: apiError, 404: apiError, 422: apiError };

/**
 * The order-document calls of parts-site §7. The order is named by its PublicKey (guests) or
 * its order number (signed-in readers who may see it): in the path where the spec has {n}, in
 * `?order=` where the spec has only a document id. The site's ManageDocuments level decides
 * what may be done, and for a signed-in caller also their Orders flags (decision 073).
 */
export async function orderDocumentRoutes(
  app: FastifyInstance,
  deps: { sites: SiteService; documents: OrderDocumentService; limits: AccountsOptions },
): Promise<void> {
  await app.register(multipart, UPLOAD_FORM_OPTIONS);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { documents } = deps;
  const countUploads = uploadCounter(deps.limits);
  const context = async (request: FastifyRequest, orderKey?: string): Promise<DocumentContext> => ({
    site: await deps.sites.forHost(request.hostname),
    viewer: await optionalViewer(request),
    orderKey,
  });

  api.get(
    '/order/documents/:n',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['order documents'],
        summary: "An order's documents",
        params: orderNumberParams,
        response: { 200: z.array(orderDocument), ...failures },
      },
    },
    async (request) => documents.list(await context(request), request.params.n),
  );

  api.post(
    '/order/document/:n',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['order documents'],
        summary:
          'Upload files to an order (multipart; pdf, csv, Word, Excel, images; 15 MB each; quotas per order and client address)',
        params: orderNumberParams,
        response: {
          200: z.array(orderDocument),
          413: apiError,
          415: apiError,
          429: apiError,
          ...failures,
        },
      },
    },
    async (request) => {
      const orderId = await documents.uploadTarget(await context(request), request.params.n);
      // An address over its hourly share is refused before its files are read.
      await countUploads(request.ip, 0);
      const files = await readUploadedFiles(request, await documents.usage(orderId), 'order');
      await countUploads(request.ip, files.length);
      return documents.upload(orderId, files);
    },
  );

  api.post(
    '/order/document/clip',
    {
      config: { access: 'anonymous' },
      attachValidation: true,
      schema: {
        tags: ['order documents'],
        summary: 'Merge selected PDF documents into one',
        querystring: documentAccessQuery,
        body: clipDocumentsBody,
        response: { 200: orderDocument, ...failures },
      },
    },
    async (request) => {
      if (request.validationError) throw validationFailed(request.validationError);
      return documents.clip(await context(request, request.query.order), request.body.documentIds);
    },
  );

  api.post(
    '/order/document/unclip/:id',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['order documents'],
        summary: 'Split a clipped document back into its documents',
        params: documentIdParams,
        querystring: documentAccessQuery,
        response: { 200: z.array(orderDocument), ...failures },
      },
    },
    async (request) =>
      documents.unclip(await context(request, request.query.order), request.params.id),
  );

  api.post(
    '/order/document/delete/:id',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['order documents'],
        summary: 'Delete a document',
        params: documentIdParams,
        querystring: documentAccessQuery,
        response: { 200: documentDeleted, ...failures },
      },
    },
    async (request) => {
      await documents.remove(await context(request, request.query.order), request.params.id);
      return { Successful: true as const };
    },
  );

  api.get(
    '/order/document/:id',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['order documents'],
        summary: 'Download a document',
        params: documentIdParams,
        querystring: documentAccessQuery,
        response: { 200: z.any().describe('the file'), ...failures },
      },
    },
    async (request, reply) => {
      const file = await documents.download(
        await context(request, request.query.order),
        request.params.id,
      );
      return sendDocument(reply, file);
    },
  );
}
