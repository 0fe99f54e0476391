import { apiError, cacheCleared, cacheEntry, cacheNameParams } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors.ts';
import type { CacheRegistry } from '../../lib/named-cache.ts';
import { ADMIN_TOKEN_HEADER, requireCacheAdmin } from './admin-token.ts';

const adminHeaders = z.looseObject({
  [ADMIN_TOKEN_HEADER]: z
    .string()
    .max(200)
    .optional()
    .describe("The configured ADMIN_TOKEN; not needed with a customer admin's session"),
});

export async function cacheRoutes(
  app: FastifyInstance,
  deps: { caches: CacheRegistry; adminToken: string | undefined },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before the input is read: a caller turned away learns nothing from validation messages.
  app.addHook('onRequest', async (request) => requireCacheAdmin(request, deps.adminToken));
  // The hook above decides; the session rules have nothing to add for the token holder.
  const config = { access: 'anonymous' } as const;

  api.get(
    '/cache',
    {
      config,
      schema: {
        tags: ['cache'],
        summary: "The server's named caches with their entry counts",
        headers: adminHeaders,
        response: { 200: z.array(cacheEntry), 403: apiError },
      },
    },
    async () => deps.caches.list().sort((a, b) => a.Name.localeCompare(b.Name)),
  );

  api.get(
    '/cache/clear/:name',
    {
      config,
      schema: {
        tags: ['cache'],
        summary: 'Empties one named cache',
        headers: adminHeaders,
        params: cacheNameParams,
        response: { 200: cacheCleared, 403: apiError, 404: apiError },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!deps.caches.clear(name)) throw new NotFound(`No cache is named ${name}.`);
      return { Successful: true as const, Name: name };
    },
  );
}
