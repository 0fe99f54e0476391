import {
  apiError,
  modelCopy,
  modelCreate,
  modelDeleteRequest,
  modelDeleteRequested,
  modelEditorItem,
  modelEditorParams,
  modelSave,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../../lib/session.ts';
import { editorGate } from '../editor-access.ts';
import type { ModelEditor } from './model-editor.ts';

const tags = ['model editor'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const config = { access: 'signed-in' } as const;
const onRequest = editorGate;

/** The model editor's calls (decision 176), behind the catalogue editor's gate. */
export async function modelEditorRoutes(app: FastifyInstance, model: ModelEditor): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/editor/model/:catalogNumber',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: "A model's fields as the caller may read them, with its version",
        params: modelEditorParams,
        response: { 200: modelEditorItem, ...errors },
      },
    },
    async (request) => model.item(await requireViewer(request), request.params.catalogNumber),
  );

  r.put(
    '/editor/model/:catalogNumber',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: "Saves a model's changed fields at the version read",
        params: modelEditorParams,
        body: modelSave,
        response: { 200: modelEditorItem, ...errors },
      },
    },
    async (request) =>
      model.save(await requireViewer(request), request.params.catalogNumber, request.body),
  );

  r.post(
    '/editor/model',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: 'Adds a model under a new, unique catalogue number',
        body: modelCreate,
        response: { 201: modelEditorItem, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await model.create(await requireViewer(request), request.body)),
  );

  r.post(
    '/editor/model/:catalogNumber/copy',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: 'Copies a model and its children to a new catalogue number',
        params: modelEditorParams,
        body: modelCopy,
        response: { 201: modelEditorItem, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const copy = await model.copy(viewer, request.params.catalogNumber, request.body);
      return reply.code(201).send(copy);
    },
  );

  r.post(
    '/editor/model/:catalogNumber/delete-request',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: 'Asks for a model to be deleted, with an optional comment',
        params: modelEditorParams,
        body: modelDeleteRequest,
        response: { 201: modelDeleteRequested, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const answer = await model.requestDelete(viewer, request.params.catalogNumber, request.body);
      return reply.code(201).send(answer);
    },
  );
}
