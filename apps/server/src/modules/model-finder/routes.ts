import {
  apiError,
  EntityLevel,
  envelope,
  finderFields,
  findModelsBody,
  findModelsQuery,
  foundModels,
  visibleCategories,
  visibleCategoriesQuery,
  type Site,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCatalogAnswer } from '../../lib/cached-body.ts';
import { requireViewer } from '../../lib/session.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import type { SiteService } from '../site/service.ts';
import type { FindModelsService } from './find-service.ts';
import { nodeNotFound, type FinderTreeService } from './tree-service.ts';

interface Deps {
  sites: SiteService;
  tree: FinderTreeService;
  finder: FindModelsService;
  catalogRead: (
    site: Site,
    id?: number,
  ) => Promise<{ catalogId: number; exception: string | null }>;
}

const tags = ['model finder'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

export async function modelFinderRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { sites, tree, finder, catalogRead } = deps;
  useSpecValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/modelfinder/VisibleCategories',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          "The finder's tree of the site's catalogue (categories, product classes, series, products); with entityLevel and id, one node's children",
        querystring: visibleCategoriesQuery,
        response: { ...errors, 200: visibleCategories, 404: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const site = await sites.forHost(request.hostname);
      const { catalogId, exception } = await catalogRead(site, q.catalogId);
      if (exception !== null)
        return reply.code(404).send({ Successful: false, Data: null, Exception: exception });
      const scope = { catalogId, preview: q.isPreview };
      if (q.entityLevel === undefined || q.entityLevel === EntityLevel.All || q.id === undefined)
        return sendCatalogAnswer(request, reply, await tree.treeBody(scope));
      const data = await tree.children(scope, q.entityLevel, q.id);
      if (data === null)
        return reply
          .code(404)
          .send({ Successful: false, Data: null, Exception: nodeNotFound(q.entityLevel) });
      return { Successful: true, Data: data, Exception: null };
    },
  );

  r.get(
    '/modelfinder/FilterFields',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The editor fields the finder offers as filters to the caller',
        response: { 200: finderFields, ...errors },
      },
    },
    async (request) => ({
      Successful: true as const,
      List: await finder.filterFields(await requireViewer(request)),
    }),
  );

  r.post(
    '/modelFinder/FindModels',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          "Models of the site's catalogue meeting every filter, in catalogue-number order, a page at a time (After: the previous page's Next)",
        body: findModelsBody,
        querystring: findModelsQuery,
        response: { 200: foundModels, ...errors },
      },
    },
    async (request) => {
      const [viewer, site] = await Promise.all([
        requireViewer(request),
        sites.forHost(request.hostname),
      ]);
      return finder.findModels(viewer, site, request.body, request.query);
    },
  );
}
