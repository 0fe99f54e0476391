import { PO_DOCUMENT_REQUIRED } from '@portal/domain';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { DomainError, NotFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart-request.ts';
import type { InquiryDocumentRow } from '../inquiry/convert-inquiry.ts';
import type { CheckedFile } from '../order-documents/file-checks.ts';
import type { NewDocument } from '../order-documents/queries.ts';
import { requireRoom } from '../order-documents/quotas.ts';
import { storedFileRows } from '../order-documents/store-uploads.ts';
import { blobKey, DOCUMENT_NOT_FOUND } from '../order-documents/stored-files.ts';

/**
 * A new order needs a PO document, uploaded or chosen among the inquiry's files; it holds no
 * files yet, so together they must fit an order's limits.
 */
export function requirePoDocuments(
  files: readonly UploadedFile[],
  inquiryFiles: readonly InquiryDocumentRow[],
): void {
  if (files.length + inquiryFiles.length === 0) throw new DomainError(422, PO_DOCUMENT_REQUIRED);
  const bytes = (sizes: number[]) => sizes.reduce((sum, n) => sum + n, 0);
  requireRoom(
    { files: 0, bytes: 0 },
    {
      files: files.length + inquiryFiles.length,
      bytes:
        bytes(files.map((f) => f.content.length)) + bytes(inquiryFiles.map((f) => f.sizeBytes)),
    },
  );
}

/** One PO document of a new order: its row, and its file as uploaded or an inquiry's file. */
export type PoDocument = { row: NewDocument } & ({ content: Buffer } | { copyOf: string });

/**
 * The order's PO documents: the files uploaded with it, then the inquiry files chosen. Each
 * gets a file of its own under the order, so deleting one side's document leaves the other's.
 */
export function poDocuments(
  orderId: number,
  uploaded: { checked: readonly CheckedFile[]; files: readonly UploadedFile[] },
  inquiryFiles: readonly InquiryDocumentRow[],
): PoDocument[] {
  const keyOf = (extension: string) => blobKey(orderId, extension);
  return [
    ...storedFileRows(uploaded.checked, uploaded.files, keyOf).map((row, i) => ({
      row: { ...row, orderId },
      content: uploaded.files[i]!.content,
    })),
    ...inquiryFiles.map((f) => ({
      row: {
        orderId,
        name: f.name,
        fileExtension: f.fileExtension,
        contentType: f.contentType,
        sizeBytes: f.sizeBytes,
        blobKey: keyOf(f.fileExtension),
      },
      copyOf: f.blobKey,
    })),
  ];
}

/** Puts every PO document's file in the blob store. */
export async function storePoDocuments(
  blobs: BlobStore,
  documents: readonly PoDocument[],
): Promise<void> {
  await Promise.all(
    documents.map(async (d) => {
      const content = 'content' in d ? d.content : await blobs.get(d.copyOf);
      if (!content) throw new NotFound(DOCUMENT_NOT_FOUND);
      await blobs.put(d.row.blobKey, content);
    }),
  );
}
