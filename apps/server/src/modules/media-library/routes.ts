import multipart from '@fastify/multipart';
import {
  AccountMessage,
  apiError,
  libraryDocument,
  libraryDocumentList,
  libraryDocumentPage,
  libraryImage,
  libraryImageList,
  libraryImagePage,
  mediaFolder,
  mediaFolderCreate,
  mediaFolderQuery,
  mediaFolderTree,
  mediaFolderUpdate,
  mediaIdParams,
  mediaIdsQuery,
  mediaListQuery,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { optionalViewer, requireViewer } from '../../lib/session.ts';
import { editorUser } from '../catalogue-editor/editor-access.ts';
import * as files from './file-service.ts';
import * as folders from './folder-service.ts';
import { libraryContext } from './library-access.ts';
import { LIBRARY_FORM_OPTIONS, readLibraryUpload } from './upload-form.ts';

const tags = ['media library'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const uploadErrors = { ...errors, 413: apiError, 415: apiError };
const done = z.object({ Successful: z.literal(true) });

/** The editor's image and document library with its folders (decision 171). */
export async function mediaLibraryRoutes(
  app: FastifyInstance,
  deps: { db: Database; blobs: BlobStore },
): Promise<void> {
  await app.register(multipart, LIBRARY_FORM_OPTIONS);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The editor's gate (decision 167) before any input is looked at.
  const gate = async (request: FastifyRequest) => {
    const viewer = await optionalViewer(request);
    if (!viewer) throw new Unauthorized(AccountMessage.signInRequired);
    editorUser(viewer);
  };
  const config = { access: 'signed-in' } as const;
  const ctx = async (request: FastifyRequest) => libraryContext(deps, await requireViewer(request));
  const route = { config, onRequest: gate };

  r.get(
    '/media/folders',
    {
      ...route,
      schema: {
        tags,
        summary: 'The folder tree of the image or document library, with file counts',
        querystring: mediaFolderQuery,
        response: { 200: mediaFolderTree, ...errors },
      },
    },
    async (request) => folders.readFolderTree(await ctx(request), request.query.kind),
  );

  r.post(
    '/media/folders',
    {
      ...route,
      schema: {
        tags,
        summary: 'Creates a folder',
        body: mediaFolderCreate,
        response: { 201: mediaFolder, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await folders.createFolder(await ctx(request), request.body)),
  );

  r.put(
    '/media/folders/:id',
    {
      ...route,
      schema: {
        tags,
        summary: 'Renames or moves a folder (never into its own folders)',
        params: mediaIdParams,
        body: mediaFolderUpdate,
        response: { 200: mediaFolder, ...errors },
      },
    },
    async (request) => folders.changeFolder(await ctx(request), request.params.id, request.body),
  );

  r.delete(
    '/media/folders/:id',
    {
      ...route,
      schema: {
        tags,
        summary: 'Deletes an empty folder',
        params: mediaIdParams,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await folders.removeFolder(await ctx(request), request.params.id);
      return { Successful: true as const };
    },
  );

  r.get(
    '/media/images',
    {
      ...route,
      schema: {
        tags,
        summary: "A page of one folder's images (or a search), newest first or by name",
        querystring: mediaListQuery,
        response: { 200: libraryImagePage, ...errors },
      },
    },
    async (request) => files.listImages(await ctx(request), request.query),
  );

  r.get(
    '/media/documents',
    {
      ...route,
      schema: {
        tags,
        summary: "A page of one folder's documents (or a search), newest first or by name",
        querystring: mediaListQuery,
        response: { 200: libraryDocumentPage, ...errors },
      },
    },
    async (request) => files.listDocuments(await ctx(request), request.query),
  );

  r.get(
    '/media/images/by-id',
    {
      ...route,
      schema: {
        tags,
        summary: 'The images of the given ids (at most 200), in that order; unknown ids absent',
        querystring: mediaIdsQuery,
        response: { 200: libraryImageList, ...errors },
      },
    },
    async (request) => files.namedImages(await ctx(request), request.query.ids),
  );

  r.get(
    '/media/documents/by-id',
    {
      ...route,
      schema: {
        tags,
        summary: 'The documents of the given ids (at most 200), in that order; unknown ids absent',
        querystring: mediaIdsQuery,
        response: { 200: libraryDocumentList, ...errors },
      },
    },
    async (request) => files.namedDocuments(await ctx(request), request.query.ids),
  );

  r.post(
    '/media/images',
    {
      ...route,
      schema: {
        tags,
        summary: 'Uploads a PNG, JPEG, GIF, WebP or plain SVG image (multipart: file, folderId)',
        response: { 201: libraryImage, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const context = await ctx(request);
      const upload = await readLibraryUpload(request);
      return reply.code(201).send(await files.uploadImage(context, upload));
    },
  );

  r.post(
    '/media/documents',
    {
      ...route,
      schema: {
        tags,
        summary: 'Uploads a PDF, Word or Excel document (multipart: file, folderId)',
        response: { 201: libraryDocument, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const context = await ctx(request);
      const upload = await readLibraryUpload(request);
      return reply.code(201).send(await files.uploadDocument(context, upload));
    },
  );

  r.delete(
    '/media/images/:id',
    {
      ...route,
      schema: {
        tags,
        summary: 'Deletes an image no product, category, section or model uses',
        params: mediaIdParams,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await files.removeImage(await ctx(request), request.params.id);
      return { Successful: true as const };
    },
  );

  r.delete(
    '/media/documents/:id',
    {
      ...route,
      schema: {
        tags,
        summary: 'Deletes a document no section uses',
        params: mediaIdParams,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await files.removeDocument(await ctx(request), request.params.id);
      return { Successful: true as const };
    },
  );
}
