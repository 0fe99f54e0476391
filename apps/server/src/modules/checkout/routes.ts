import {
  apiError,
  paymentDecodeResponse,
  paymentTokenResponse,
  signedPaymentResponse,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteService } from '../site/service.ts';
import type { CheckoutService } from './service.ts';

export async function checkoutRoutes(
  app: FastifyInstance,
  { sites, checkout }: { sites: SiteService; checkout: CheckoutService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/checkout/token',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['checkout'],
        summary: 'Payment form token for the card fields',
        response: { 200: paymentTokenResponse, 403: apiError },
      },
    },
    async (request, reply) => {
      const site = await sites.forHost(request.hostname);
      return reply.header('cache-control', 'no-store').send(checkout.paymentFormToken(site));
    },
  );
  r.post(
    '/checkout/decode',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['checkout'],
        summary: "Verify the payment provider's signed authorisation answer and read it",
        body: signedPaymentResponse,
        response: { 200: paymentDecodeResponse, 400: apiError, 403: apiError, 422: apiError },
      },
    },
    async (request) => checkout.decode(await sites.forHost(request.hostname), request.body),
  );
}
