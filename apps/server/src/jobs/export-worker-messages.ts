/** What the export thread is started with. */
export interface ExportWorkerData {
  databaseUrl: string;
  /** The store of export files, on disk. */
  exportsDir: string;
}

/** Build every waiting export; or finish the one being built (put it back) and stop. */
export type ToExportWorker = { type: 'build' } | { type: 'stop' };

export type FromExportWorker =
  { type: 'built' } | { type: 'stopped' } | { type: 'log'; obj: string; msg: string };
