import { DocumentLevel, readerDocumentLevel, type OrderDocument, type Site } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { readableOrderId, type OrderReaderContext } from '../order/service.ts';
import { clipDocuments, unclipDocument } from './clip-documents.ts';
import { checkFileContent } from './file-checks.ts';
import * as q from './queries.ts';
import { documentUsage, requireRoom } from './quotas.ts';
import { blobKey, DOCUMENT_NOT_FOUND } from './stored-files.ts';

/** Who asks: the site (its ManageDocuments level), the viewer, the order's key or number. */
export interface DocumentContext {
  site: Site;
  viewer: OrderReaderContext;
  orderKey: string | undefined;
}

export interface DocumentFile {
  name: string;
  contentType: string;
  content: Buffer;
}

const levelMessages: Record<number, string> = {
  [DocumentLevel.View]: 'Order documents are not managed on this site.',
  [DocumentLevel.Upload]: 'Uploading order documents is not allowed on this site.',
  [DocumentLevel.Manage]: 'Managing order documents is not allowed on this site.',
};

/** ManageDocuments: 1 view, 2 upload, 3 manage (clip, unclip, delete). */
function requireLevel(site: Site, level: number): void {
  if (site.ManageDocuments < level)
    throw new Forbidden(
      site.ManageDocuments === 0 ? levelMessages[DocumentLevel.View] : levelMessages[level],
    );
}

const accountMessages: Record<number, string> = {
  [DocumentLevel.Upload]: 'Your account may not upload order documents.',
  [DocumentLevel.Manage]: 'Your account may not clip, unclip or delete order documents.',
};

/**
 * A guest holding the order's key has only the site's level (decision 054); a signed-in
 * caller also needs the Orders flags (`readerDocumentLevel`, the rule the page shows).
 */
function requireAccountFlag(site: Site, viewer: OrderReaderContext, level: number): void {
  if (readerDocumentLevel(site.ManageDocuments, viewer?.effectivePermissions ?? null) < level)
    throw new Forbidden(accountMessages[level] ?? levelMessages[level]);
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
    requireLevel(ctx.site, level);
    requireAccountFlag(ctx.site, ctx.viewer, level);
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

    /**
     * Every file is checked before any is kept: one bad file stores none. The order's quota is
     * checked again while its uploads wait for each other, so two at once cannot overfill it.
     */
    async upload(
      orderId: number,
      files: readonly { name: string; content: Buffer }[],
    ): Promise<OrderDocument[]> {
      if (files.length === 0) throw new ValidationFailed('Choose a file to upload.');
      const checked = await Promise.all(files.map((f) => checkFileContent(f.name, f.content)));
      const rows = checked.map((c, i) => ({
        orderId,
        name: c.name,
        fileExtension: c.extension,
        contentType: c.contentType,
        sizeBytes: files[i]!.content.length,
        blobKey: blobKey(orderId, c.extension),
      }));
      const adding = { files: rows.length, bytes: rows.reduce((sum, r) => sum + r.sizeBytes, 0) };
      try {
        return await db.transaction(async (tx) => {
          requireRoom(await documentUsage(tx, orderId, true), adding);
          await Promise.all(rows.map((r, i) => blobs.put(r.blobKey, files[i]!.content)));
          return (await q.insertDocuments(tx, rows)).map(toOrderDocument);
        });
      } catch (error) {
        await Promise.all(rows.map((r) => blobs.delete(r.blobKey)));
        throw error;
      }
    },

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
