import fs from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './blob-store.ts';

const safeKey = (key: string) => {
  const normalised = path.posix.normalize(key).replace(/^\/+/, '');
  if (normalised.startsWith('..')) throw new Error(`Invalid blob key: ${key}`);
  return normalised;
};

export function createDiskBlobStore(rootDir: string): BlobStore {
  const full = (key: string) => path.join(rootDir, safeKey(key));
  return {
    rootDir,
    async put(key, body) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        await fs.access(full(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
