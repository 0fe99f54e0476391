import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
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
    async putStream(key, body) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(body, createWriteStream(partial));
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async getStream(key) {
      const file = full(key);
      try {
        const { size } = await fs.stat(file);
        return { body: createReadStream(file), size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
