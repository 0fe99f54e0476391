import {
  envelope,
  product,
  productByNameQuery,
  productNameParams,
  productQuery,
  productSections,
  productSectionsByNameQuery,
  productSectionsQuery,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../lib/errors.ts';
import { sendCatalogAnswer } from '../../lib/cached-body.ts';
import type { SiteService } from '../site/service.ts';
import type { CatalogReadContext, ProductService } from './service.ts';

interface Deps {
  sites: SiteService;
  products: ProductService;
}

export async function productRoutes(app: FastifyInstance, { sites, products }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const context = async (
    request: FastifyRequest,
    q: { siteName?: string | undefined; catalogId?: number | undefined; isPreview: boolean },
  ): Promise<CatalogReadContext> => {
    // The host decides the site (and so what may be shown); siteName must merely exist.
    if (q.siteName && !(await sites.byName(q.siteName))) {
      throw new ValidationFailed(`siteName: ${q.siteName} is not a known site`, {
        siteName: ['is not a known site'],
      });
    }
    const site = await sites.forHost(request.hostname);
    return { site, catalogId: q.catalogId ?? site.CatalogId, preview: q.isPreview };
  };

  const productSchema = { 200: envelope(product), 404: envelope(product) };
  const sectionsSchema = { 200: envelope(productSections), 404: envelope(productSections) };

  r.get(
    '/product/product',
    {
      config: { access: 'anonymous' },
      schema: { tags: ['catalogue'], querystring: productQuery, response: productSchema },
    },
    async (request, reply) =>
      sendCatalogAnswer(
        request,
        reply,
        await products.productBody(await context(request, request.query), request.query.product),
      ),
  );
  r.get(
    '/catalog/getproduct/:name',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['catalogue'],
        params: productNameParams,
        querystring: productByNameQuery,
        response: productSchema,
      },
    },
    async (request, reply) =>
      sendCatalogAnswer(
        request,
        reply,
        await products.productBody(await context(request, request.query), request.params.name),
      ),
  );
  r.get(
    '/product/productsections',
    {
      config: { access: 'anonymous' },
      schema: { tags: ['catalogue'], querystring: productSectionsQuery, response: sectionsSchema },
    },
    async (request, reply) => {
      const q = request.query;
      return sendCatalogAnswer(
        request,
        reply,
        await products.sectionsBody(await context(request, q), q.product, q.showInventory),
      );
    },
  );
  r.get(
    '/catalog/getproductsections/:name',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['catalogue'],
        params: productNameParams,
        querystring: productSectionsByNameQuery,
        response: sectionsSchema,
      },
    },
    async (request, reply) => {
      const q = request.query;
      return sendCatalogAnswer(
        request,
        reply,
        await products.sectionsBody(
          await context(request, q),
          request.params.name,
          q.showInventory,
        ),
      );
    },
  );
}
