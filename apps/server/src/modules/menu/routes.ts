import { envelope, menu, menuParams, menuQuery } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCatalogAnswer } from '../../lib/cached-body.ts';
import type { SiteService } from '../site/service.ts';
import type { MenuService } from './service.ts';

export async function menuRoutes(
  app: FastifyInstance,
  { sites, menus }: { sites: SiteService; menus: MenuService },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/menu/:catalogId',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['catalogue'],
        summary: 'Menu of a catalogue: categories, product classes, series and products',
        params: menuParams,
        querystring: menuQuery,
        response: { 200: envelope(menu), 404: envelope(menu) },
      },
    },
    async (request, reply) => {
      const site = await sites.forHost(request.hostname);
      const { catalogId } = request.params;
      const answer = await menus.menuBody(site, catalogId, request.query.isPreview);
      return sendCatalogAnswer(request, reply, answer);
    },
  );
}
