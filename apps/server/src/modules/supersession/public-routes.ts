import {
  apiError,
  modelReplacement,
  modelReplacementQuery,
  replacementOffers,
  replacementOffersBody,
  supersessionParams,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalViewer } from '../../lib/session.ts';
import type { SiteService } from '../site/service.ts';
import type { ReplacementReader } from './public-service.ts';

interface Deps {
  sites: SiteService;
  replacements: ReplacementReader;
}

/** What the parts site says of a replaced model, and where its replacement is (decision 177). */
export async function supersessionRoutes(
  app: FastifyInstance,
  { sites, replacements }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/supersession/:catalogNumber',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['search'],
        summary: "A model's replacement and the model the site's catalogue offers instead",
        params: supersessionParams,
        querystring: modelReplacementQuery,
        response: { 200: modelReplacement, 400: apiError },
      },
    },
    async (request) =>
      replacements.of(
        await sites.forHost(request.hostname),
        request.params.catalogNumber,
        request.query.isPreview,
      ),
  );

  r.post(
    '/supersession/offers',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['cart'],
        summary:
          'Of the numbers about to be ordered, those replaced: the model offered instead and the price difference',
        body: replacementOffersBody,
        response: { 200: replacementOffers, 400: apiError, 404: apiError },
      },
    },
    async (request) => {
      const [site, viewer] = await Promise.all([
        sites.forHost(request.hostname),
        optionalViewer(request),
      ]);
      const { pcns, CustomerNumber } = request.body;
      return { List: await replacements.offers(site, viewer, pcns, CustomerNumber) };
    },
  );
}
