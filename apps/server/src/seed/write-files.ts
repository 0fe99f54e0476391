import type { BlobStore } from '../integrations/blob-store/blob-store.ts';
import type { SeedFile } from './seed-file.ts';

/** Writes the files with a few writes in flight at a time. */
export async function writeFiles(
  blobs: BlobStore,
  files: readonly SeedFile[],
  concurrency = 16,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next];
      next += 1;
      if (!file) continue;
      const body = typeof file.body === 'function' ? await file.body() : file.body;
      await blobs.put(file.key, body);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
}
