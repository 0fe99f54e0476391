import { apiError, catalogNumberParams, inventoryAvailability } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteService } from '../site/service.ts';
import type { InventoryService } from './service.ts';

export async function inventoryRoutes(
  app: FastifyInstance,
  { sites, inventory }: { sites: SiteService; inventory: InventoryService },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/Inventory/catalog/:catalogNumber',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['inventory'],
        summary: 'Quantity available per supplier location for one model',
        params: catalogNumberParams,
        response: { 200: inventoryAvailability, 403: apiError, 404: apiError },
      },
    },
    async (request) =>
      inventory.availability(await sites.forHost(request.hostname), request.params.catalogNumber),
  );
}
