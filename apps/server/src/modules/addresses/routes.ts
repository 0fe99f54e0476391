import { addressValidationRequest, addressValidationResponse, apiError } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AddressService } from './service.ts';

export async function addressRoutes(
  app: FastifyInstance,
  { addresses }: { addresses: AddressService },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/addresses/validate',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['checkout'],
        summary: 'Check the shipping and billing addresses and suggest USPS-standard ones',
        body: addressValidationRequest,
        response: { 200: addressValidationResponse, 400: apiError },
      },
    },
    async (request) => addresses.validate(request.body, request.log),
  );
}
