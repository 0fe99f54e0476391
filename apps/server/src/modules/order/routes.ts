import {
  apiError,
  guestOrderSubmission,
  idempotencyKeyHeader,
  orderCheck,
  orderListPage,
  orderListQuery,
  orderNumberParams,
  orderPlaced,
  orderSummary,
  savedOrderFilters,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { optionalViewer, requireViewer } from '../../lib/session.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import { linkOrigin } from '../site/link-origin.ts';
import type { SiteService } from '../site/service.ts';
import { orderBuyerOf } from './order-buyer.ts';
import { listOrders } from './order-list.ts';
import { placeCardOrder, type CardOrderDeps } from './place-card-order.ts';
import { readListFilters, saveListFilters } from './saved-filters.ts';
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

  // Its own scope: a refused parameter answers with the spec's message alone (e.g. 'Search
  // requires minimum of 2 characters'), and query keys match in any case, as on the other lists.
  await app.register(async (list) => {
    useSpecValidation(list);
    list.withTypeProvider<ZodTypeProvider>().get(
      '/order',
      {
        // Orders read level 9 is checked by the list itself, to answer with the spec's message.
        config: { access: 'signed-in' },
        schema: {
          tags: ['orders'],
          summary:
            'A page of the orders the caller may see, filtered and sorted (Total capped, see TotalIsExact)',
          querystring: orderListQuery,
          response: { 200: orderListPage, 400: apiError, 401: apiError, 403: apiError },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        const page = await listOrders(deps.db, viewer, request.query);
        if (request.query.saveFilters)
          await saveListFilters(deps.db, viewer.userId, 'orders', request.query);
        return page;
      },
    );
  });

  api.get(
    '/order/filters',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: "The caller's saved order-list search (saveFilters), as query parameters",
        response: { 200: savedOrderFilters, 401: apiError },
      },
    },
    async (request) => readListFilters(deps.db, (await requireViewer(request)).userId, 'orders'),
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
