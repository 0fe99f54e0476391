import { apiError, editorQuery, editors, entityDefinitions, entityQuery } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../lib/session.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import type { EntityService } from './service.ts';

const tags = ['entity'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

export async function entityRoutes(
  app: FastifyInstance,
  { definitions }: { definitions: EntityService },
): Promise<void> {
  useSpecValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/entity',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Entity definitions with their properties, for the entity levels the caller reads',
        querystring: entityQuery,
        response: { 200: entityDefinitions, ...errors },
      },
    },
    async (request) => definitions.entities(await requireViewer(request), request.query),
  );

  r.get(
    '/entity/editor',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          "Editors with their sections and fields and the caller's effective permission; what the caller cannot read is left out",
        querystring: editorQuery,
        response: { 200: editors, ...errors },
      },
    },
    async (request) => definitions.editors(await requireViewer(request), request.query),
  );
}
