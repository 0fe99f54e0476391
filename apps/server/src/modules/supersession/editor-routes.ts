import { apiError, supersession, supersessionParams, supersessionSave } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../lib/session.ts';
import { editorGate } from '../catalogue-editor/editor-access.ts';
import type { SupersessionEditor } from './editor-service.ts';

const tags = ['catalogue editor'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

/** A model's replacement, read, marked, changed and cleared on the editor site (decision 177). */
export async function supersessionEditorRoutes(
  app: FastifyInstance,
  { supersessions }: { supersessions: SupersessionEditor },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { config: { access: 'signed-in' as const }, onRequest: editorGate };
  const path = '/editor/supersession/:catalogNumber';

  r.get(
    path,
    {
      ...common,
      schema: {
        tags,
        summary: "A model's replacement, its chain and the model a buyer is offered",
        params: supersessionParams,
        response: { 200: supersession, ...errors },
      },
    },
    async (request) =>
      supersessions.read(await requireViewer(request), request.params.catalogNumber),
  );

  r.put(
    path,
    {
      ...common,
      schema: {
        tags,
        summary: 'Marks the model as replaced by another, or changes its replacement or note',
        params: supersessionParams,
        body: supersessionSave,
        response: { 200: supersession, ...errors },
      },
    },
    async (request) =>
      supersessions.save(await requireViewer(request), request.params.catalogNumber, request.body),
  );

  r.delete(
    path,
    {
      ...common,
      schema: {
        tags,
        summary: "Clears the model's replacement",
        params: supersessionParams,
        response: { 200: supersession, ...errors },
      },
    },
    async (request) =>
      supersessions.clear(await requireViewer(request), request.params.catalogNumber),
  );
}
