import { envelope, modelViewerData, whereUsedResponse } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors.ts';
import { optionalViewer } from '../../lib/session.ts';
import type { SiteService } from '../site/service.ts';
import {
  catalogNumberParams,
  idParams,
  materialGroupParams,
  seriesNumberParams,
  viewerQuery,
  type ViewerQuery,
} from './params.ts';
import {
  MAX_VIEWER_ROWS,
  type ModelViewerService,
  type ViewerContext,
  type ViewerResult,
} from './service.ts';
import { orderingCustomers } from './where-used.ts';

/** Set when a level held more rows than one answer carries (docs/decisions/021). */
export const TRUNCATED_HEADER = 'x-rows-truncated-at';

interface Deps {
  sites: SiteService;
  viewer: ModelViewerService;
}

export async function modelViewerRoutes(app: FastifyInstance, { sites, viewer }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const context = async (request: FastifyRequest, q: ViewerQuery): Promise<ViewerContext> => {
    const site = await sites.forHost(request.hostname);
    return {
      site,
      catalogId: q.catalogId ?? site.CatalogId,
      preview: q.isPreview,
      showInventory: q.showInventory,
    };
  };

  // Misses answer in the envelope with 404, as the other catalogue reads do (decision 004).
  const answer = async <T>(
    reply: FastifyReply,
    load: () => Promise<Pick<ViewerResult, 'truncated'> & { data: T }>,
  ) => {
    try {
      const { data, truncated } = await load();
      if (truncated) reply.header(TRUNCATED_HEADER, String(MAX_VIEWER_ROWS));
      return { Successful: true, Data: data, Exception: null };
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
      return reply.code(404).send({ Successful: false, Data: null, Exception: error.message });
    }
  };

  const response = { 200: envelope(modelViewerData), 404: envelope(modelViewerData) };
  const schema = <P>(params: P, summary: string) => ({
    tags: ['model viewer'],
    summary,
    params,
    querystring: viewerQuery,
    response,
  });

  r.get(
    '/modelviewer/model/:catalogNumber',
    {
      config: { access: 'anonymous' },
      schema: schema(catalogNumberParams, 'Tables listing one model'),
    },
    async (request, reply) =>
      answer(reply, async () =>
        viewer.model(await context(request, request.query), request.params.catalogNumber),
      ),
  );
  r.get(
    '/modelviewer/series/:seriesNumber',
    {
      config: { access: 'anonymous' },
      schema: schema(seriesNumberParams, 'Models of one series number, by table'),
    },
    async (request, reply) =>
      answer(reply, async () =>
        viewer.series(await context(request, request.query), request.params.seriesNumber),
      ),
  );
  r.get(
    '/modelviewer/materialGroup/:number',
    {
      config: { access: 'anonymous' },
      schema: schema(materialGroupParams, 'Models of one material group, by table'),
    },
    async (request, reply) =>
      answer(reply, async () =>
        viewer.materialGroup(await context(request, request.query), request.params.number),
      ),
  );
  r.get(
    '/modelviewer/product/:id',
    { config: { access: 'anonymous' }, schema: schema(idParams, 'Section tables of one product') },
    async (request, reply) =>
      answer(reply, async () =>
        viewer.product(await context(request, request.query), request.params.id),
      ),
  );
  r.get(
    '/modelviewer/manufacturingSeries/:id',
    {
      config: { access: 'anonymous' },
      schema: schema(idParams, 'Section tables of the products of one manufacturing series'),
    },
    async (request, reply) =>
      answer(reply, async () =>
        viewer.manufacturingSeries(await context(request, request.query), request.params.id),
      ),
  );
  r.get(
    '/modelviewer/sectionTable/:id',
    { config: { access: 'anonymous' }, schema: schema(idParams, 'One section table') },
    async (request, reply) =>
      answer(reply, async () =>
        viewer.sectionTable(await context(request, request.query), request.params.id),
      ),
  );
  r.get(
    '/modelviewer/whereused/:catalogNumber',
    {
      // Anyone; a signed-in customer's own orders decide the order of the answer.
      config: { access: 'anonymous' },
      schema: {
        tags: ['model viewer'],
        summary: 'Products whose tables list one model, those the customer ordered parts for first',
        params: catalogNumberParams,
        querystring: viewerQuery,
        response: { 200: whereUsedResponse, 404: whereUsedResponse },
      },
    },
    async (request, reply) =>
      answer(reply, async () => {
        const ctx = await context(request, request.query);
        const customers = orderingCustomers(await optionalViewer(request), ctx.site);
        // The order of the answer is the signed-in customer's own.
        if (customers.length > 0) reply.header('cache-control', 'private, no-cache');
        const data = await viewer.whereUsed(ctx, request.params.catalogNumber, customers);
        return { data, truncated: false };
      }),
  );
}
