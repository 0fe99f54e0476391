import { DocumentLevel, type OrderDocument, type Site } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { NotFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart-request.ts';
import { readableOrderId, type OrderReaderContext } from '../order/service.ts';
import { clipDocuments, unclipDocument } from './clip-documents.ts';
import { requireDocumentLevel } from './document-access.ts';
import * as q from './queries.ts';
import { documentUsage } from './quotas.ts';
import type { DocumentFile } from './send-document.ts';
import { storeUploads } from './store-uploads.ts';
import { blobKey, DOCUMENT_NOT_FOUND } from './stored-files.ts';

/** Who asks: the site (its ManageDocuments level), the viewer, the order's key or number. */
export interface DocumentContext {
  site: Site;
  viewer: OrderReaderContext;
  orderKey: string | undefined;
}

export const toOrderDocument = (row: q.DocumentRow): OrderDocument => ({
  Id: row.documentId,
  Name: row.name,
  FileExtension: row.fileExtension,
  SectionCount: row.sectionCount,
  CreateDate: row.createdAt.toISOString(),
  Size: row.sizeBytes,
  Selected: false,
});

export function createOrderDocumentService(deps: { db: Database; blobs: BlobStore }) {
  const { db, blobs } = deps;

  /** The order the context's key opens, at the level asked for. */
  async function orderOf(ctx: DocumentContext, level: number, n = ctx.orderKey): Promise<number> {
    requireDocumentLevel(ctx.site, ctx.viewer, level, 'order');
    if (!n) throw new NotFound('Order not found');
    return readableOrderId(db, ctx.viewer, n);
  }

  async function oneDocument(ctx: DocumentContext, level: number, id: number) {
    const orderId = await orderOf(ctx, level);
    const [row] = await q.findDocuments(db, orderId, [id]);
    if (!row) throw new NotFound(DOCUMENT_NOT_FOUND);
    return row;
  }

  return {
    async list(ctx: DocumentContext, n: string): Promise<OrderDocument[]> {
      const orderId = await orderOf(ctx, DocumentLevel.View, n);
      return (await q.listDocuments(db, orderId)).map(toOrderDocument);
    },

    /** Checks the caller may upload before the files are read. */
    uploadTarget: (ctx: DocumentContext, n: string) => orderOf(ctx, DocumentLevel.Upload, n),

    /** What the order's files take up so far, to stop reading an upload that cannot fit. */
    usage: (orderId: number) => documentUsage(db, orderId),

    upload: (orderId: number, files: readonly UploadedFile[]): Promise<OrderDocument[]> =>
      storeUploads({ db, blobs }, files, {
        holder: 'order',
        keyOf: (extension) => blobKey(orderId, extension),
        lockedUsage: (tx) => documentUsage(tx, orderId, true),
        insert: async (tx, rows) =>
          (
            await q.insertDocuments(
              tx,
              rows.map((r) => ({ ...r, orderId })),
            )
          ).map(toOrderDocument),
      }),

    async download(ctx: DocumentContext, id: number): Promise<DocumentFile> {
      const row = await oneDocument(ctx, DocumentLevel.View, id);
      const content = await blobs.get(row.blobKey);
      if (!content) throw new NotFound(DOCUMENT_NOT_FOUND);
      return { name: row.name, contentType: row.contentType, content };
    },

    async clip(ctx: DocumentContext, ids: readonly number[]): Promise<OrderDocument> {
      const orderId = await orderOf(ctx, DocumentLevel.Manage);
      return toOrderDocument(await clipDocuments({ db, blobs }, orderId, ids));
    },

    async unclip(ctx: DocumentContext, id: number): Promise<OrderDocument[]> {
      const orderId = await orderOf(ctx, DocumentLevel.Manage);
      return (await unclipDocument({ db, blobs }, orderId, id)).map(toOrderDocument);
    },

    async remove(ctx: DocumentContext, id: number): Promise<void> {
      const orderId = await orderOf(ctx, DocumentLevel.Manage);
      const keys = await db.transaction(async (tx) => {
        const [doc] = await q.findDocuments(tx, orderId, [id], true);
        if (!doc) throw new NotFound(DOCUMENT_NOT_FOUND);
        const parts = await q.readParts(tx, [id]);
        await q.deleteDocuments(tx, [id]);
        return [doc.blobKey, ...parts.map((p) => p.blobKey)];
      });
      await Promise.all(keys.map((key) => blobs.delete(key)));
    },
  };
}

export type OrderDocumentService = ReturnType<typeof createOrderDocumentService>;
