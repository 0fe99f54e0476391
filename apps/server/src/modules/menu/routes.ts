import { envelope, menu, menuParams, menuQuery } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCachedBody } from '../../lib/cached-body.ts';
import type { MenuService } from './service.ts';

const catalogNotFound = { Successful: false, Data: null, Exception: 'Catalog Not Found' };

export async function menuRoutes(
  app: FastifyInstance,
  { menus }: { menus: MenuService },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/menu/:catalogId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Menu of a catalogue: categories, product classes, series and products',
        params: menuParams,
        querystring: menuQuery,
        response: { 200: envelope(menu), 404: envelope(menu) },
      },
    },
    async (request, reply) => {
      const body = await menus.menuBody(request.params.catalogId, request.query.isPreview);
      if (body === null) return reply.code(404).send(catalogNotFound);
      return sendCachedBody(request, reply, body);
    },
  );
}
