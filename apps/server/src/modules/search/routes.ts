import {
  apiError,
  materialGroup,
  modelSearchResults,
  pcnsBody,
  searchResults,
  siteSearchQuery,
  visibleModelsQuery,
  visibleModelsWithCustomerQuery,
  type Site,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors.ts';
import { requireViewer } from '../../lib/session.ts';
import type { SiteService } from '../site/service.ts';
import { sendSearchBody } from './search-body.ts';
import type { SearchService } from './service.ts';

interface Deps {
  sites: SiteService;
  search: SearchService;
}

export async function searchRoutes(app: FastifyInstance, { sites, search }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The site named by `Site`, else the one the host belongs to. */
  const siteOf = async (hostname: string, name: string | undefined): Promise<Site> => {
    if (!name) return sites.forHost(hostname);
    const found = await sites.byName(name);
    if (!found) throw new NotFound(`Site ${name} was not found.`);
    return found;
  };

  const siteSearch = {
    config: { access: 'anonymous' as const },
    schema: {
      tags: ['search'],
      summary: 'Site-wide search of models, tables and products, best matches first',
      querystring: siteSearchQuery,
      response: { 200: searchResults, 400: apiError },
    },
  };
  for (const path of ['/search', '/catalog/GetSearchResults'])
    r.get(path, siteSearch, async (request, reply) => {
      const query = request.query;
      const body = await search.siteSearch(await sites.forHost(request.hostname), {
        keyword: query.keyword,
        page: query.page,
        pageSize: query.pagesize,
        catalogId: query.CatalogId,
        preview: query.isPreview,
      });
      return sendSearchBody(request, reply, body);
    });

  r.get(
    '/search/visibleModels',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['search'],
        summary: "Models of the site's catalogue by catalogue number, model number or words",
        querystring: visibleModelsQuery,
        response: { 200: modelSearchResults, 400: apiError, 404: apiError },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const body = await search.visibleModelsBody(await siteOf(request.hostname, q.Site), {
        keyword: q.Keyword,
        page: q.Page,
        pageSize: q.PageSize,
        start: q.Start,
      });
      return sendSearchBody(request, reply, body);
    },
  );

  r.get(
    '/search/visibleModelsWithCustomerNumber',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['search'],
        summary:
          "Model search with a customer's own material numbers, for users who may see the customer",
        querystring: visibleModelsWithCustomerQuery,
        response: {
          200: modelSearchResults,
          400: apiError,
          401: apiError,
          403: apiError,
          404: apiError,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const [viewer, site] = await Promise.all([
        requireViewer(request),
        siteOf(request.hostname, q.Site),
      ]);
      const body = await search.customerModelsBody(viewer, site, {
        keyword: q.Keyword,
        page: q.Page,
        pageSize: q.PageSize,
        start: q.Start,
        customerNumber: q.CustomerNumber,
      });
      return sendSearchBody(request, reply, body, true);
    },
  );

  r.post(
    '/search/visibleModels/pcns',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['search'],
        summary: "Models of the site's catalogue by their catalogue numbers, in the order given",
        body: pcnsBody,
        response: { 200: modelSearchResults, 400: apiError },
      },
    },
    async (request) =>
      search.modelsByCatalogNumbers(await sites.forHost(request.hostname), request.body.pcns),
  );

  r.get(
    '/search/MaterialGroup',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['search'],
        summary: 'Every material group, by number',
        response: { 200: z.array(materialGroup) },
      },
    },
    async () => search.materialGroups(),
  );
}
