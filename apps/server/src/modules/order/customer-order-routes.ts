import multipart from '@fastify/multipart';
import {
  apiError,
  customerOrderRequest,
  FILE_TOO_LARGE_MESSAGE,
  idempotencyKeyHeader,
  MAX_ORDER_FILES,
  MAX_UPLOAD_BYTES,
  orderPlaced,
  poDuplicateQuery,
  quickOrderAnswer,
  quickOrderRequest,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, ValidationFailed } from '../../lib/errors.ts';
import { requireViewer } from '../../lib/session.ts';
import type { SiteService } from '../site/service.ts';
import { orderReader } from './order-access.ts';
import {
  placeCustomerOrder,
  type CustomerOrderDeps,
  type UploadedFile,
} from './place-customer-order.ts';
import { isPoNumberUsed } from './po-number.ts';
import { resolveQuickOrder } from './quick-order.ts';
import { quickOrderFileRoute } from './quick-order-file.ts';
import { validationFailed } from './validation.ts';

const failures = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  413: apiError,
  415: apiError,
  422: apiError,
  503: apiError,
};

interface MultipartOrder {
  request: unknown;
  files: UploadedFile[];
}

/** The `request` field (JSON) and the files of a multipart order. */
async function readMultipartOrder(request: FastifyRequest): Promise<MultipartOrder> {
  const order: MultipartOrder = { request: undefined, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        order.files.push({ name: part.filename, content: await part.toBuffer() });
      else if (part.fieldname === 'request') order.request = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, FILE_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT')
      throw new DomainError(413, `An order takes at most ${MAX_ORDER_FILES} files.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new DomainError(400, 'Send the order as multipart/form-data.');
    throw error;
  }
  return order;
}

/** The order's fields, checked with the shared schema; the first message leads (decision 158). */
function orderData(raw: unknown) {
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    throw new ValidationFailed('The order request is not valid JSON.');
  }
  const parsed = customerOrderRequest.safeParse(json);
  if (parsed.success) return parsed.data.Data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'request';
    (errors[field] ??= []).push(issue.message);
  }
  throw new ValidationFailed(parsed.error.issues[0]!.message, errors);
}

/** The new-order wizard's calls (signed-in portals §7): placing an order and the PO check. */
export async function customerOrderRoutes(
  app: FastifyInstance,
  deps: { sites: SiteService; placing: CustomerOrderDeps },
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
    '/order',
    {
      config: { access: 'signed-in' },
      // A signed-out caller is told so before anything about the request (the access check).
      attachValidation: true,
      schema: {
        tags: ['orders'],
        summary:
          "Place a customer's order (multipart: a `request` field holding {Data} as JSON, and the PO documents); prices are computed here",
        headers: idempotencyKeyHeader,
        response: { 200: orderPlaced, ...failures },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      if (request.validationError) throw validationFailed(request.validationError);
      const { request: raw, files } = await readMultipartOrder(request);
      return placeCustomerOrder(
        deps.placing,
        {
          site: await deps.sites.forHost(request.hostname),
          viewer,
          idempotencyKey: request.headers['idempotency-key'],
        },
        orderData(raw),
        files,
      );
    },
  );

  api.post(
    '/Customer/:customerNumber/quickOrder',
    {
      config: { access: 'signed-in' },
      attachValidation: true,
      schema: {
        tags: ['orders'],
        summary:
          "Pasted order lines resolved (catalogue or the customer's material numbers) and priced for the customer, with the reason for each line that cannot be ordered",
        params: z.object({ customerNumber: z.string().trim().min(1).max(20) }),
        body: quickOrderRequest,
        response: { 200: quickOrderAnswer, ...failures },
      },
    },
    async (request) => {
      if (request.validationError) throw validationFailed(request.validationError);
      const reader = orderReader(await requireViewer(request));
      if (!reader) throw new DomainError(403, 'Access to the Orders is Denied.');
      return resolveQuickOrder(
        deps.placing.db,
        reader,
        await deps.sites.forHost(request.hostname),
        request.params.customerNumber,
        request.body,
      );
    },
  );

  quickOrderFileRoute(app);

  api.get(
    '/order/PO/isDuplicated',
    {
      config: { access: 'signed-in' },
      attachValidation: true,
      schema: {
        tags: ['orders'],
        summary:
          'Whether an order of the customer (or of any customer the caller sees) already has the PO number',
        querystring: poDuplicateQuery,
        response: { 200: z.boolean(), ...failures },
      },
    },
    async (request) => {
      if (request.validationError) throw new ValidationFailed(request.validationError.message);
      const reader = orderReader(await requireViewer(request));
      if (!reader) throw new DomainError(403, 'Access to the Orders is Denied.');
      return isPoNumberUsed(
        deps.placing.db,
        reader,
        request.query.poNumber,
        request.query.customerNumber,
      );
    },
  );
}
