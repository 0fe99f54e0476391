import { BUILD_VERSION, health } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

export async function healthRoutes(
  app: FastifyInstance,
  { deps }: { deps: AppDeps },
): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { config: { access: 'anonymous' }, schema: { response: { 200: health, 503: health } } },
      async (_request, reply) => {
        const started = performance.now();
        try {
          await deps.db.execute(sql`select 1`);
          const latencyMs = Math.round((performance.now() - started) * 10) / 10;
          return {
            status: 'ok' as const,
            database: { state: 'up' as const, latencyMs },
            version: BUILD_VERSION,
          };
        } catch {
          return reply.code(503).send({
            status: 'degraded' as const,
            database: { state: 'down' as const, latencyMs: null },
            version: BUILD_VERSION,
          });
        }
      },
    );
}
