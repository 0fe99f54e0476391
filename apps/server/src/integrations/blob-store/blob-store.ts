/** Where uploaded and generated files live; local disk by default. */
export interface BlobStore {
  put(key: string, body: Buffer | string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Local folder served at /files, when the store is on disk. */
  readonly rootDir: string | null;
}
