/** Where uploaded and generated files live; local disk by default. */
export interface BlobStore {
  put(key: string, body: Buffer | string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Local folder served at /files, when the store is on disk. */
  readonly rootDir: string | null;
}
