import {
  DocumentLevel,
  INQUIRY_DOCUMENTS_CLOSED,
  type InquiryDocumentInfo,
  type Site,
} from '@portal/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart-request.ts';
import type { Viewer } from '../../lib/session.ts';
import { requireDocumentLevel } from '../order-documents/document-access.ts';
import type { DocumentUsage } from '../order-documents/quotas.ts';
import type { DocumentFile } from '../order-documents/send-document.ts';
import { storeUploads } from '../order-documents/store-uploads.ts';
import { DOCUMENT_NOT_FOUND } from '../order-documents/stored-files.ts';
import { inquiryBlobKey } from './inquiry-documents.ts';
import * as q from './inquiry-document-queries.ts';
import { visibleInquiry } from './read-inquiry.ts';

export interface InquiryDocumentContext {
  site: Site;
  viewer: Viewer | null;
}

/** The inquiry's files may change only while it is pending; the lock holds until commit. */
async function lockedPendingUsage(tx: Executor, inquiryId: number): Promise<DocumentUsage> {
  const { status, usage } = await q.inquiryFileState(tx, inquiryId, true);
  if (status !== 'Pending') throw new Conflict(INQUIRY_DOCUMENTS_CLOSED);
  return usage;
}

/**
 * The inquiry documents of signed-in portals §7, under the order documents' rules: the site's
 * ManageDocuments level and the caller's Orders flags, the same file checks and quotas. Whoever
 * may read the inquiry lists and downloads its files; they are added and deleted while the
 * inquiry is pending (decision 163).
 */
export function createInquiryDocumentService(deps: { db: Database; blobs: BlobStore }) {
  const { db, blobs } = deps;

  async function inquiryAt(ctx: InquiryDocumentContext, inquiryId: number, level: number) {
    requireDocumentLevel(ctx.site, ctx.viewer, level, 'inquiry');
    const inquiry = await visibleInquiry(db, ctx.viewer, inquiryId);
    if (level > DocumentLevel.View && inquiry.status !== 'Pending')
      throw new Conflict(INQUIRY_DOCUMENTS_CLOSED);
    return inquiry;
  }

  /** The inquiry of a document the caller may reach; any other id is 'Document not found'. */
  async function inquiryOfDocument(ctx: InquiryDocumentContext, id: number, level: number) {
    const inquiryId = await q.inquiryOfDocument(db, id);
    if (inquiryId === null) throw new NotFound(DOCUMENT_NOT_FOUND);
    await inquiryAt(ctx, inquiryId, level).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(DOCUMENT_NOT_FOUND) : error;
    });
    return inquiryId;
  }

  return {
    async list(ctx: InquiryDocumentContext, inquiryId: number): Promise<InquiryDocumentInfo[]> {
      await inquiryAt(ctx, inquiryId, DocumentLevel.View);
      return (await q.listInquiryDocuments(db, inquiryId)).map(q.toInquiryDocument);
    },

    /** Checks the caller may upload, before the files are read; answers the room used. */
    async uploadTarget(ctx: InquiryDocumentContext, inquiryId: number): Promise<DocumentUsage> {
      await inquiryAt(ctx, inquiryId, DocumentLevel.Upload);
      return (await q.inquiryFileState(db, inquiryId)).usage;
    },

    upload: (inquiryId: number, files: readonly UploadedFile[]): Promise<InquiryDocumentInfo[]> =>
      storeUploads({ db, blobs }, files, {
        holder: 'inquiry',
        keyOf: (extension) => inquiryBlobKey(inquiryId, extension),
        lockedUsage: (tx) => lockedPendingUsage(tx, inquiryId),
        insert: async (tx, rows) =>
          (await q.insertInquiryDocuments(tx, inquiryId, rows)).map(q.toInquiryDocument),
      }),

    async download(ctx: InquiryDocumentContext, id: number): Promise<DocumentFile> {
      const inquiryId = await inquiryOfDocument(ctx, id, DocumentLevel.View);
      const [row] = await q.findInquiryDocuments(db, inquiryId, [id]);
      const content = row ? await blobs.get(row.blobKey) : null;
      if (!row || !content) throw new NotFound(DOCUMENT_NOT_FOUND);
      return { name: row.name, contentType: row.contentType, content };
    },

    async remove(ctx: InquiryDocumentContext, id: number): Promise<void> {
      const inquiryId = await inquiryOfDocument(ctx, id, DocumentLevel.Manage);
      const deleted = await db.transaction(async (tx) => {
        await lockedPendingUsage(tx, inquiryId);
        return q.deleteInquiryDocument(tx, id);
      });
      if (deleted.length === 0) throw new NotFound(DOCUMENT_NOT_FOUND);
      await Promise.all(deleted.map((d) => blobs.delete(d.blobKey)));
    },
  };
}

export type InquiryDocumentService = ReturnType<typeof createInquiryDocumentService>;
