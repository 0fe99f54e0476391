import {
  addCartItemBody,
  addCartItemsBody,
  apiError,
  cart,
  cartItemIdsBody,
  cartItemParams,
  cartItemsAdded,
  cartPricesQuery,
  cartPricesResponse,
  cartQuery,
  shippingStrategy,
  shippingStrategyQuery,
  updateCartItemBody,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onSignIn, optionalViewer } from '../../lib/session.ts';
import { pricingCustomer } from '../pricing/customer-prices.ts';
import type { SiteService } from '../site/service.ts';
import { cartTokenOf, clearCartCookie, setCartCookie } from './cart-token.ts';
import type { CartChange, CartContext } from './cart-context.ts';
import type { CartService } from './service.ts';

interface Deps {
  sites: SiteService;
  carts: CartService;
}

const tags = ['cart'];
/**
 * Changes answer a few kilobytes of one visitor's cart on the hot add-to-cart path, where
 * compressing each answer cost more CPU than the whole change (bench/README.md, "Cart"). The
 * cart is built by typed code from the schema's own types, so it is written out as it is
 * rather than parsed by the response schema again (which stays for the API documentation).
 */
const changeReply = {
  compress: false,
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
const failures = { 400: apiError, 403: apiError, 404: apiError, 409: apiError, 422: apiError };

/**
 * The requester's own cart: a signed-in user's on the site, else the guest cart of the HttpOnly
 * `portal_cart` cookie; nobody else's is reachable.
 */
export async function cartRoutes(app: FastifyInstance, { sites, carts }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const context = async (request: FastifyRequest): Promise<CartContext> => {
    const [site, viewer] = await Promise.all([
      sites.forHost(request.hostname),
      optionalViewer(request),
    ]);
    return {
      site,
      token: cartTokenOf(request.cookies),
      userId: viewer?.userId ?? null,
      customerNumber: pricingCustomer(viewer, site),
    };
  };
  const answer = (request: FastifyRequest, reply: FastifyReply, change: CartChange) => {
    if (change.token) setCartCookie(request, reply, change.token);
    return change.cart;
  };

  // The browser's guest cart joins the user's at sign-in; the browser then starts afresh as
  // a guest after signing out, while the user's cart waits for the next sign-in.
  onSignIn(app, async ({ request, reply, userId, siteId }) => {
    const token = cartTokenOf(request.cookies);
    if (!token || siteId === null) return;
    try {
      const { dropped } = await carts.mergeGuestCart({ siteId, token, userId });
      if (dropped > 0) request.log.warn({ dropped }, 'guest cart lines left out at sign-in');
      clearCartCookie(request, reply);
    } catch (err) {
      // A failed merge must not fail the sign-in: the guest cart stays for the next one.
      request.log.error({ err }, 'could not merge the guest cart at sign-in');
    }
  });

  r.get(
    '/cart',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          "The requester's cart (a signed-in user's, else the cookie's), priced by the server for them; `items` narrows it to those lines",
        querystring: cartQuery,
        response: { 200: cart, ...failures },
      },
    },
    async (request) => carts.read(await context(request), request.query.items),
  );

  r.get(
    '/cart/prices',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          'The unit price and status a new cart line of each model would get for the requester (unknown or hidden models are left out)',
        querystring: cartPricesQuery,
        response: { 200: cartPricesResponse, 400: apiError, 403: apiError },
      },
    },
    async (request, reply) => {
      // Prices depend on who asks: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-cache');
      return {
        Successful: true as const,
        Data: await carts.prices(await context(request), request.query.pcns),
      };
    },
  );

  r.post(
    '/cart/items',
    {
      config: { access: 'anonymous' },
      ...changeReply,
      schema: {
        tags,
        summary: 'Adds a model; a model already in the cart gets the quantities merged',
        body: addCartItemBody,
        response: { 200: cart, ...failures },
      },
    },
    async (request, reply) =>
      answer(request, reply, await carts.addItem(await context(request), request.body)),
  );

  r.post(
    '/cart/items/add',
    {
      config: { access: 'anonymous' },
      ...changeReply,
      schema: {
        tags,
        summary:
          'Adds several models (a quick order), each merged into its line; the cart answers with the lines it could not take and why',
        body: addCartItemsBody,
        response: { 200: cartItemsAdded, ...failures },
      },
    },
    async (request, reply) => {
      const { refused, ...change } = await carts.addItems(
        await context(request),
        request.body.items,
      );
      return { cart: answer(request, reply, change), refused };
    },
  );

  r.patch(
    '/cart/items/:id',
    {
      config: { access: 'anonymous' },
      ...changeReply,
      schema: {
        tags,
        summary: "Changes a line's quantity or model",
        params: cartItemParams,
        body: updateCartItemBody,
        response: { 200: cart, ...failures },
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await carts.updateItem(await context(request), request.params.id, request.body),
      ),
  );

  r.delete(
    '/cart/items/:id',
    {
      config: { access: 'anonymous' },
      ...changeReply,
      schema: {
        tags,
        summary: 'Deletes one line',
        params: cartItemParams,
        response: { 200: cart, ...failures },
      },
    },
    async (request, reply) =>
      answer(request, reply, await carts.deleteItems(await context(request), [request.params.id])),
  );

  r.post(
    '/cart/items/:id/duplicate',
    {
      config: { access: 'anonymous' },
      ...changeReply,
      schema: {
        tags,
        summary: 'Saves a copy of one line as a new line',
        params: cartItemParams,
        response: { 200: cart, ...failures },
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await carts.duplicateItems(await context(request), [request.params.id]),
      ),
  );

  r.post(
    '/cart/items/delete',
    {
      config: { access: 'anonymous' },
      ...changeReply,
      schema: {
        tags,
        summary: 'Deletes the selected lines (all or nothing)',
        body: cartItemIdsBody,
        response: { 200: cart, ...failures },
      },
    },
    async (request, reply) =>
      answer(request, reply, await carts.deleteItems(await context(request), request.body.ids)),
  );

  r.post(
    '/cart/items/duplicate',
    {
      config: { access: 'anonymous' },
      ...changeReply,
      schema: {
        tags,
        summary: 'Saves a copy of each selected line as a new line (all or nothing)',
        body: cartItemIdsBody,
        response: { 200: cart, ...failures },
      },
    },
    async (request, reply) =>
      answer(request, reply, await carts.duplicateItems(await context(request), request.body.ids)),
  );

  r.get(
    '/cart/shipping_strategy',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'One shipping strategy with its cost tiers',
        querystring: shippingStrategyQuery,
        response: { 200: shippingStrategy, 400: apiError, 404: apiError },
      },
    },
    async (request) => carts.shippingStrategy(request.query.strategyId),
  );
}
