import {
  apiError,
  changeLogPage,
  changeLogQuery,
  editorCreate,
  editorDeleteQuery,
  editorEntityParams,
  editorItem,
  editorItemParams,
  editorSave,
  editorTree,
  editorTreeQuery,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../lib/session.ts';
import { productContentRoutes } from './content-routes.ts';
import { editorGate } from './editor-access.ts';
import { modelEditorRoutes } from './model/model-routes.ts';
import type { CatalogueEditor } from './service.ts';

const tags = ['catalogue editor'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const deleted = z.object({ Successful: z.literal(true) });

/** The editor's tree, item, save, create and delete calls and the change log (decision 167). */
export async function catalogueEditorRoutes(
  app: FastifyInstance,
  { editor }: { editor: CatalogueEditor },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gate = editorGate;
  const config = { access: 'signed-in' } as const;

  r.get(
    '/editor/tree',
    {
      config,
      onRequest: gate,
      schema: {
        tags,
        summary: 'The categories, or the children of a node; hidden and preview-only items too',
        querystring: editorTreeQuery,
        response: { 200: editorTree, ...errors },
      },
    },
    async (request) => ({ List: await editor.tree(await requireViewer(request), request.query) }),
  );

  r.get(
    '/editor/item/:entityName/:id',
    {
      config,
      onRequest: gate,
      schema: {
        tags,
        summary: "An item's fields as the caller may read them, with its version",
        params: editorItemParams,
        response: { 200: editorItem, ...errors },
      },
    },
    async (request) => editor.item(await requireViewer(request), request.params),
  );

  r.put(
    '/editor/item/:entityName/:id',
    {
      config,
      onRequest: gate,
      schema: {
        tags,
        summary: 'Saves the changed fields at the version read; answers the item as saved',
        params: editorItemParams,
        body: editorSave,
        response: { 200: editorItem, ...errors },
      },
    },
    async (request) => editor.save(await requireViewer(request), request.params, request.body),
  );

  r.post(
    '/editor/item/:entityName',
    {
      config,
      onRequest: gate,
      schema: {
        tags,
        summary: 'Creates an item (under ParentId below Category)',
        params: editorEntityParams,
        body: editorCreate,
        response: { 201: editorItem, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const item = await editor.create(viewer, request.params.entityName, request.body);
      return reply.code(201).send(item);
    },
  );

  r.delete(
    '/editor/item/:entityName/:id',
    {
      config,
      onRequest: gate,
      schema: {
        tags,
        summary: 'Deletes an item with nothing under it, at the version read',
        params: editorItemParams,
        querystring: editorDeleteQuery,
        response: { 200: deleted, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      await editor.remove(viewer, request.params, request.query.version);
      return { Successful: true as const };
    },
  );

  r.get(
    '/changelog',
    {
      config,
      onRequest: gate,
      schema: {
        tags,
        summary: 'The catalogue change log, newest first, a page after another',
        querystring: changeLogQuery,
        response: { 200: changeLogPage, ...errors },
      },
    },
    async (request) => editor.changeLog(await requireViewer(request), request.query),
  );

  await productContentRoutes(app, editor.content);
  await modelEditorRoutes(app, editor.model);
}
