import multipart from '@fastify/multipart';
import {
  apiError,
  FILE_TOO_LARGE_MESSAGE,
  idempotencyKeyHeader,
  INQUIRY_CANCEL_DENIED,
  inquiryAnswer,
  inquiryCancelRequest,
  inquiryCreated,
  inquiryIdParams,
  inquiryRequest,
  MAX_ORDER_FILES,
  MAX_UPLOAD_BYTES,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError, Forbidden, ValidationFailed } from '../../lib/errors.ts';
import { requireViewer } from '../../lib/session.ts';
import { validationFailed } from '../order/validation.ts';
import type { SiteService } from '../site/service.ts';
import { cancelInquiry } from './cancel-inquiry.ts';
import { createInquiry, type InquiryDeps, type UploadedFile } from './create-inquiry.ts';
import { readInquiry } from './read-inquiry.ts';

const failures = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  413: apiError,
  415: apiError,
  422: apiError,
};

/** The `request` field (JSON) and the files of a multipart inquiry. */
async function readMultipart(request: FastifyRequest) {
  const form: { request: unknown; files: UploadedFile[] } = { request: undefined, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        form.files.push({ name: part.filename, content: await part.toBuffer() });
      else if (part.fieldname === 'request') form.request = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, FILE_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT')
      throw new DomainError(413, `An inquiry takes at most ${MAX_ORDER_FILES} files.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new DomainError(400, 'Send the inquiry as multipart/form-data.');
    throw error;
  }
  return form;
}

/** The inquiry's fields, checked with the shared schema; the first message leads. */
function inquiryData(raw: unknown) {
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    throw new ValidationFailed('The inquiry request is not valid JSON.');
  }
  const parsed = inquiryRequest.safeParse(json);
  if (parsed.success) return parsed.data.Data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'request';
    (errors[field] ??= []).push(issue.message);
  }
  throw new ValidationFailed(parsed.error.issues[0]!.message, errors);
}

/** Price inquiries (signed-in portals §7, decision 163): create, read, cancel. */
export async function inquiryRoutes(
  app: FastifyInstance,
  deps: { sites: SiteService; inquiries: InquiryDeps },
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_ORDER_FILES,
      fields: 2,
      parts: MAX_ORDER_FILES + 2,
    },
  });
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
        response: { 200: inquiryCreated, ...failures },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      if (request.validationError) throw validationFailed(request.validationError);
      const { request: raw, files } = await readMultipart(request);
      return createInquiry(
        deps.inquiries,
        {
          site: await deps.sites.forHost(request.hostname),
          viewer,
          idempotencyKey: request.headers['idempotency-key'],
        },
        inquiryData(raw),
        files,
      );
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
        response: { 200: inquiryAnswer, ...failures },
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
        response: { 200: inquiryAnswer, ...failures },
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
