import type { Readable } from 'node:stream';

/** Where uploaded and generated files live; local disk by default. */
export interface BlobStore {
  put(key: string, body: Buffer | string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Writes a file as it streams in; it appears whole, or not at all when the stream fails. */
  putStream(key: string, body: Readable): Promise<void>;
  /** A file to stream out, with its size; null when there is none. */
  getStream(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Local folder served at /files, when the store is on disk. */
  readonly rootDir: string | null;
}
