import { catalog, division, site } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteService } from './service.ts';

const hostnameParams = z.object({
  hostname: z
    .string()
    .max(253, 'hostname is too long')
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'hostname must be a host name such as parts.localhost'),
});

/** Every visitor's page starts by asking which site it is on. */
const anyone = { access: 'anonymous' } as const;

export async function siteRoutes(
  app: FastifyInstance,
  { sites }: { sites: SiteService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/site',
    { config: anyone, schema: { tags: ['site'], response: { 200: site } } },
    async (request) => sites.forHost(request.hostname),
  );
  r.get(
    '/site/Catalogs',
    { config: anyone, schema: { tags: ['site'], response: { 200: z.array(catalog) } } },
    async (request) => sites.catalogs(await sites.forHost(request.hostname)),
  );
  r.get(
    '/site/Divisions',
    { config: anyone, schema: { tags: ['site'], response: { 200: z.array(division) } } },
    async () => sites.divisions(),
  );
  r.get(
    '/site/:hostname',
    { config: anyone, schema: { tags: ['site'], params: hostnameParams, response: { 200: site } } },
    async (request) => sites.byHostName(request.params.hostname),
  );
}
