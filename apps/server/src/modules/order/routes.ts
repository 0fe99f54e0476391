import {
  apiError,
  guestOrderSubmission,
  idempotencyKeyHeader,
  orderCheck,
  orderNumberParams,
  orderPlaced,
  orderSummary,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { optionalViewer } from '../../lib/session.ts';
import { linkOrigin } from '../site/link-origin.ts';
import type { SiteService } from '../site/service.ts';
import { orderBuyerOf } from './order-buyer.ts';
import { placeCardOrder, type CardOrderDeps } from './place-card-order.ts';
import { checkOrder, readOrderSummary } from './service.ts';
import { validationFailed } from './validation.ts';

interface Deps {
  db: Database;
  sites: SiteService;
  submission: CardOrderDeps;
}

// 503: the database is restarting; the same request under the same key may follow (decision 102).
const failures = { 400: apiError, 404: apiError, 409: apiError, 422: apiError, 503: apiError };

export async function orderRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/order/nocustomer',
    {
      config: { access: 'anonymous' },
      // Schema failures reach the handler, which answers them with the spec's messages.
      attachValidation: true,
      schema: {
        tags: ['orders'],
        summary:
          "Place a card order: a guest's, or a signed-in user's for the customer their cart is priced for (prices, shipping and total are computed here)",
        headers: idempotencyKeyHeader,
        body: guestOrderSubmission,
        response: { 200: orderPlaced, ...failures },
      },
    },
    async (request) => {
      if (request.validationError) throw validationFailed(request.validationError);
      const [site, viewer] = await Promise.all([
        deps.sites.forHost(request.hostname),
        optionalViewer(request),
      ]);
      return placeCardOrder(
        deps.submission,
        {
          site,
          buyer: orderBuyerOf(viewer, site),
          cookies: request.cookies,
          origin: (await linkOrigin(request, deps.sites, site)).origin,
          idempotencyKey: request.headers['idempotency-key'],
        },
        request.body,
      );
    },
  );

  api.get(
    '/order/:n',
    {
      // A PublicKey is its own permission; an order number needs a viewer who may see it.
      config: { access: 'anonymous' },
      schema: {
        tags: ['orders'],
        summary: 'An order with its items, parties and deliveries (PublicKey or order number)',
        params: orderNumberParams,
        response: { 200: orderSummary, 400: apiError, 404: apiError },
      },
    },
    async (request) => readOrderSummary(deps.db, await optionalViewer(request), request.params.n),
  );

  api.get(
    '/order/:n/check',
    {
      // A PublicKey is its own permission; an order number needs a viewer who may see it.
      config: { access: 'anonymous' },
      schema: {
        tags: ['orders'],
        summary: 'Whether the ERP has the order (OrderSynced) and its sales order number',
        params: orderNumberParams,
        response: { 200: orderCheck, 400: apiError, 404: apiError },
      },
    },
    async (request) => checkOrder(deps.db, await optionalViewer(request), request.params.n),
  );
}
