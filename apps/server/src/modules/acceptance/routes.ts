import {
  acceptanceDocument,
  acceptanceRequest,
  acceptanceResponse,
  apiError,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../lib/session.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import type { SiteService } from '../site/service.ts';
import type { AcceptanceService } from './service.ts';

const tags = ['authentication'];

export async function acceptanceRoutes(
  app: FastifyInstance,
  { sites, acceptance }: { sites: SiteService; acceptance: AcceptanceService },
) {
  useSpecValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/Authentication/AcceptanceDocuments',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The site's policy documents the user has still to accept",
        response: { 200: z.array(acceptanceDocument), 401: apiError },
      },
    },
    async (request) =>
      acceptance.pending(await requireViewer(request), await sites.forHost(request.hostname)),
  );
  r.post(
    '/Authentication/AcceptanceDocuments',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Accepts or declines the documents; Accepted when all are accepted',
        body: acceptanceRequest,
        response: { 200: acceptanceResponse, 400: apiError, 401: apiError },
      },
    },
    async (request) => ({
      Accepted: await acceptance.decide(
        await requireViewer(request),
        await sites.forHost(request.hostname),
        request.body,
      ),
    }),
  );
}
