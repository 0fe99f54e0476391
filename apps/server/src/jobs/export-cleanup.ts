import type { Database } from '../db/client.ts';
import type { BlobStore } from '../integrations/blob-store/blob-store.ts';
import { removeExpiredJobs } from '../modules/export/export-jobs.ts';
import { removeExpiredKeys } from '../modules/export/export-keys.ts';

/** Drops expired download keys, and exports kept past their day with their files. */
export async function removeExpiredExports(db: Database, exportFiles: BlobStore): Promise<void> {
  await removeExpiredKeys(db);
  for (const blobKey of await removeExpiredJobs(db)) await exportFiles.delete(blobKey);
}
