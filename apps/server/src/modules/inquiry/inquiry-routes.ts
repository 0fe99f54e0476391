import multipart from '@fastify/multipart';
import {
  idempotencyKeyHeader,
  INQUIRY_CANCEL_DENIED,
  inquiryAnswer,
  inquiryCancelRequest,
  inquiryCreated,
  inquiryIdParams,
  inquiryRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Forbidden } from '../../lib/errors.ts';
import { DOCUMENT_CALL_FAILURES, DOCUMENT_FORM_LIMITS } from '../../lib/multipart-request.ts';
import { requireViewer } from '../../lib/session.ts';
import { readPlacingCall } from '../order/placing-call.ts';
import { validationFailed } from '../order/validation.ts';
import type { SiteService } from '../site/service.ts';
import { cancelInquiry } from './cancel-inquiry.ts';
import { createInquiry, type InquiryDeps } from './create-inquiry.ts';
import { inquiryListRoutes } from './inquiry-list-routes.ts';
import { readInquiry } from './read-inquiry.ts';

/** Price inquiries (signed-in portals §7, decision 163): create, read, cancel. */
export async function inquiryRoutes(
  app: FastifyInstance,
  deps: { sites: SiteService; inquiries: InquiryDeps },
): Promise<void> {
  await app.register(multipart, { limits: DOCUMENT_FORM_LIMITS });
  await inquiryListRoutes(app, deps.inquiries.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/inquiry',
    {
      config: { access: 'signed-in' },
      attachValidation: true,
      schema: {
        tags: ['inquiries'],
        summary:
          'Create a price inquiry for a customer (multipart: a `request` field holding {Data} as JSON, and its files); prices are computed here',
        headers: idempotencyKeyHeader,
        response: { 200: inquiryCreated, ...DOCUMENT_CALL_FAILURES },
      },
    },
    async (request) => {
      const { ctx, data, files } = await readPlacingCall(
        request,
        deps.sites,
        inquiryRequest,
        'inquiry',
      );
      return createInquiry(deps.inquiries, ctx, data, files);
    },
  );

  api.get(
    '/inquiry/:inquiryId',
    {
      config: { access: 'signed-in' },
      attachValidation: true,
      schema: {
        tags: ['inquiries'],
        summary: 'One inquiry, for a caller who may see its customer (else 404)',
        params: inquiryIdParams,
        response: { 200: inquiryAnswer, ...DOCUMENT_CALL_FAILURES },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      if (request.validationError) throw validationFailed(request.validationError);
      return readInquiry(deps.inquiries.db, viewer, request.params.inquiryId);
    },
  );

  api.post(
    '/inquiry/:inquiryId/cancel',
    {
      config: { access: 'signed-in' },
      attachValidation: true,
      schema: {
        tags: ['inquiries'],
        summary: 'Cancel a pending inquiry with a reason (customer admins only)',
        params: inquiryIdParams,
        body: inquiryCancelRequest,
        response: { 200: inquiryAnswer, ...DOCUMENT_CALL_FAILURES },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      if (!viewer.isCustomerAdmin) throw new Forbidden(INQUIRY_CANCEL_DENIED);
      if (request.validationError) throw validationFailed(request.validationError);
      return cancelInquiry(
        deps.inquiries.db,
        viewer,
        request.params.inquiryId,
        request.body.Reason,
      );
    },
  );
}
