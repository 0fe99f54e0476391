import multipart from '@fastify/multipart';
import {
  customerOrderRequest,
  idempotencyKeyHeader,
  orderPlaced,
  poDuplicateQuery,
  quickOrderAnswer,
  quickOrderRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, ValidationFailed } from '../../lib/errors.ts';
import { DOCUMENT_CALL_FAILURES, DOCUMENT_FORM_LIMITS } from '../../lib/multipart-request.ts';
import { requireViewer } from '../../lib/session.ts';
import type { SiteService } from '../site/service.ts';
import { orderReader } from './order-access.ts';
import { placeCustomerOrder, type CustomerOrderDeps } from './place-customer-order.ts';
import { isPoNumberUsed } from './po-number.ts';
import { resolveQuickOrder } from './quick-order.ts';
import { quickOrderFileRoute } from './quick-order-file.ts';
import { readPlacingCall } from './placing-call.ts';
import { validationFailed } from './validation.ts';

/** The new-order wizard's calls (signed-in portals §7): placing an order and the PO check. */
export async function customerOrderRoutes(
  app: FastifyInstance,
  deps: { sites: SiteService; placing: CustomerOrderDeps },
): Promise<void> {
  await app.register(multipart, { limits: DOCUMENT_FORM_LIMITS });
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
        response: { 200: orderPlaced, ...DOCUMENT_CALL_FAILURES },
      },
    },
    async (request) => {
      const { ctx, data, files } = await readPlacingCall(
        request,
        deps.sites,
        customerOrderRequest,
        'order',
      );
      return placeCustomerOrder(deps.placing, ctx, data, files);
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
        response: { 200: quickOrderAnswer, ...DOCUMENT_CALL_FAILURES },
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
        response: { 200: z.boolean(), ...DOCUMENT_CALL_FAILURES },
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
