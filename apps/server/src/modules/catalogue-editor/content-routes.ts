import {
  apiError,
  contentCreate,
  contentDeleteQuery,
  contentEntry,
  contentEntryParams,
  contentKindParams,
  contentOrder,
  contentOrderResult,
  contentSave,
  productContent,
  productContentParams,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../lib/session.ts';
import type { ProductContentEditor } from './content-service.ts';
import { editorGate } from './editor-access.ts';

const tags = ['catalogue editor'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const config = { access: 'signed-in' } as const;
const common = { config, onRequest: editorGate };

/** A product's content: sections › tabs › items, tables › columns, features, specs, notes. */
export async function productContentRoutes(
  app: FastifyInstance,
  content: ProductContentEditor,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/editor/product/:productId/content',
    {
      ...common,
      schema: {
        tags,
        summary:
          "A product's sections, tables, features, specifications and notes, hidden ones too",
        params: productContentParams,
        response: { 200: productContent, ...errors },
      },
    },
    async (request) => content.content(await requireViewer(request), request.params.productId),
  );

  // Registered before /:id; a fixed segment wins over a parameter anyway.
  r.put(
    '/editor/content/:kind/order',
    {
      ...common,
      schema: {
        tags,
        summary: "Orders a parent's children as listed (OrderBy 0..n-1); Ids must be exactly them",
        params: contentKindParams,
        body: contentOrder,
        response: { 200: contentOrderResult, ...errors },
      },
    },
    async (request) => ({
      List: await content.reorder(await requireViewer(request), request.params.kind, request.body),
    }),
  );

  r.post(
    '/editor/content/:kind',
    {
      ...common,
      schema: {
        tags,
        summary: 'Adds a section, tab, item, table, column, feature, specification or note',
        params: contentKindParams,
        body: contentCreate,
        response: { 201: contentEntry, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const entry = await content.create(viewer, request.params.kind, request.body);
      return reply.code(201).send(entry);
    },
  );

  r.put(
    '/editor/content/:kind/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Saves the changed fields at the version read; answers the row as saved',
        params: contentEntryParams,
        body: contentSave,
        response: { 200: contentEntry, ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return content.save(await requireViewer(request), kind, id, request.body);
    },
  );

  r.delete(
    '/editor/content/:kind/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Deletes a row with nothing under it, at the version read',
        params: contentEntryParams,
        querystring: contentDeleteQuery,
        response: { 200: z.object({ Successful: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await content.remove(await requireViewer(request), kind, id, request.query.version);
      return { Successful: true as const };
    },
  );
}
