import type { Database, Executor } from '../../db/client.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart-request.ts';
import type { DocumentHolder } from './document-access.ts';
import { checkFileContent, type CheckedFile } from './file-checks.ts';
import { requireRoom, type DocumentUsage } from './quotas.ts';

/** A checked file as an order's or an inquiry's document row keeps it. */
export interface StoredFile {
  name: string;
  fileExtension: string;
  contentType: string;
  sizeBytes: number;
  blobKey: string;
}

/** The rows of checked files, each under a generated blob key (`keyOf(extension)`). */
export const storedFileRows = (
  checked: readonly CheckedFile[],
  files: readonly UploadedFile[],
  keyOf: (extension: string) => string,
): StoredFile[] =>
  checked.map((c, i) => ({
    name: c.name,
    fileExtension: c.extension,
    contentType: c.contentType,
    sizeBytes: files[i]!.content.length,
    blobKey: keyOf(c.extension),
  }));

/** Where uploads go: an order's or an inquiry's documents. */
export interface UploadTarget<T> {
  holder: DocumentHolder;
  keyOf: (extension: string) => string;
  /** What the holder's files take up, locking the holder until the transaction ends. */
  lockedUsage: (tx: Executor) => Promise<DocumentUsage>;
  insert: (tx: Executor, rows: StoredFile[]) => Promise<T[]>;
}

/**
 * Every file is checked before any is kept: one bad file stores none. The holder's room is
 * checked again while its uploads wait for each other, so two at once cannot overfill it;
 * files already stored when something fails are deleted.
 */
export async function storeUploads<T>(
  deps: { db: Database; blobs: BlobStore },
  files: readonly UploadedFile[],
  target: UploadTarget<T>,
): Promise<T[]> {
  if (files.length === 0) throw new ValidationFailed('Choose a file to upload.');
  const checked = await Promise.all(files.map((f) => checkFileContent(f.name, f.content)));
  const rows = storedFileRows(checked, files, target.keyOf);
  const adding = { files: rows.length, bytes: rows.reduce((sum, r) => sum + r.sizeBytes, 0) };
  try {
    return await deps.db.transaction(async (tx) => {
      requireRoom(await target.lockedUsage(tx), adding, target.holder);
      await Promise.all(rows.map((r, i) => deps.blobs.put(r.blobKey, files[i]!.content)));
      return target.insert(tx, rows);
    });
  } catch (error) {
    await Promise.all(rows.map((r) => deps.blobs.delete(r.blobKey)));
    throw error;
  }
}
