import { apiError } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { linkOrigin } from '../site/link-origin.ts';
import type { SiteService } from '../site/service.ts';
import type { ChangeRequestContext } from './change-request-context.ts';
import { changeRequestGate, changeRequestUser } from './change-request-gate.ts';
import type { ChangeRequests } from './change-request-service.ts';
import { proposalRoutes } from './proposal-routes.ts';
import { reviewRoutes } from './review-routes.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

/** What every change-request route is declared with, and how its handler learns its context. */
export interface ChangeRequestRouteKit {
  requests: ChangeRequests;
  contextOf: (request: FastifyRequest) => Promise<ChangeRequestContext>;
  config: { access: 'signed-in' };
  onRequest: (request: FastifyRequest) => Promise<void>;
  tags: string[];
  errors: typeof errors;
}

/** The change-request calls (decision 179), behind their own gate on a change-request site. */
export async function changeRequestRoutes(
  app: FastifyInstance,
  opts: { sites: SiteService; requests: ChangeRequests },
): Promise<void> {
  const { sites, requests } = opts;
  const kit: ChangeRequestRouteKit = {
    requests,
    contextOf: async (request) => {
      const { viewer, site } = await changeRequestUser(request, sites);
      return { viewer, site, origin: (await linkOrigin(request, sites, site)).origin };
    },
    config: { access: 'signed-in' },
    onRequest: changeRequestGate(sites),
    tags: ['change requests'],
    errors,
  };
  await proposalRoutes(app, kit);
  await reviewRoutes(app, kit);
}
