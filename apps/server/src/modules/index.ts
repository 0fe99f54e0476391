import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { healthRoutes } from './health/routes.ts';

/** One register() per business area; every path here sits under /api. */
export async function registerModules(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  await app.register(healthRoutes, { deps });
}
