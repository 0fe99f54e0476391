import multipart from '@fastify/multipart';
import {
  apiError,
  documentDeleted,
  inquiryDocumentIdParams,
  inquiryDocumentInfo,
  inquiryDocumentParams,
  inquiryIdParams,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../lib/session.ts';
import type { AccountsOptions } from '../auth/accounts-options.ts';
import { uploadCounter } from '../order-documents/quotas.ts';
import { sendDocument } from '../order-documents/send-document.ts';
import { readUploadedFiles, UPLOAD_FORM_OPTIONS } from '../order-documents/upload-form.ts';
import { validationFailed } from '../order/validation.ts';
import type { SiteService } from '../site/service.ts';
import type { InquiryDocumentContext, InquiryDocumentService } from './inquiry-document-service.ts';

const failures = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

/** The inquiry document calls of signed-in portals §7 (decision 163). */
export async function inquiryDocumentRoutes(
  app: FastifyInstance,
  deps: { sites: SiteService; documents: InquiryDocumentService; limits: AccountsOptions },
): Promise<void> {
  await app.register(multipart, UPLOAD_FORM_OPTIONS);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { documents } = deps;
  const countUploads = uploadCounter(deps.limits);
  /** The caller, signed in, and a request whose parameters passed their schema. */
  const context = async (request: FastifyRequest): Promise<InquiryDocumentContext> => {
    const viewer = await requireViewer(request);
    if (request.validationError) throw validationFailed(request.validationError);
    return { site: await deps.sites.forHost(request.hostname), viewer };
  };
  const common = { config: { access: 'signed-in' as const }, attachValidation: true };

  api.get(
    '/inquiry/documents/:inquiryId',
    {
      ...common,
      schema: {
        tags: ['inquiries'],
        summary: "An inquiry's files, for whoever may read the inquiry",
        params: inquiryIdParams,
        response: { 200: z.array(inquiryDocumentInfo), ...failures },
      },
    },
    async (request) => documents.list(await context(request), request.params.inquiryId),
  );

  api.post(
    '/inquiry/document/:inquiryId',
    {
      ...common,
      schema: {
        tags: ['inquiries'],
        summary:
          "Upload files to a pending inquiry (multipart; the order documents' types, sizes and quotas)",
        params: inquiryIdParams,
        response: {
          200: z.array(inquiryDocumentInfo),
          413: apiError,
          415: apiError,
          429: apiError,
          ...failures,
        },
      },
    },
    async (request) => {
      const { inquiryId } = request.params;
      const usage = await documents.uploadTarget(await context(request), inquiryId);
      // An address over its hourly share is refused before its files are read.
      await countUploads(request.ip, 0);
      const files = await readUploadedFiles(request, usage, 'inquiry');
      await countUploads(request.ip, files.length);
      return documents.upload(inquiryId, files);
    },
  );

  api.post(
    '/inquiry/document/delete/:documentId',
    {
      ...common,
      schema: {
        tags: ['inquiries'],
        summary: 'Delete a file of a pending inquiry',
        params: inquiryDocumentIdParams,
        response: { 200: documentDeleted, ...failures },
      },
    },
    async (request) => {
      await documents.remove(await context(request), request.params.documentId);
      return { Successful: true as const };
    },
  );

  api.get(
    '/inquiry/document/:documentId/:name',
    {
      ...common,
      schema: {
        tags: ['inquiries'],
        summary: "Download an inquiry's file; the name in the path is the browser's file name",
        params: inquiryDocumentParams,
        response: { 200: z.any().describe('the file'), ...failures },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await documents.download(await context(request), request.params.documentId),
      ),
  );
}
