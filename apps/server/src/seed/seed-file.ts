/** A file the seed writes to the blob store; PDFs are made while writing. */
export interface SeedFile {
  key: string;
  body: string | Buffer | (() => Promise<Buffer>);
}
