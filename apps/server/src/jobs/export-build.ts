import { PassThrough } from 'node:stream';
import type { Database } from '../db/client.ts';
import type { BlobStore } from '../integrations/blob-store/blob-store.ts';
import { DomainError } from '../lib/errors.ts';
import {
  claimExportJob,
  failExportJob,
  finishExportJob,
  recordProgress,
  requeueExportJob,
} from '../modules/export/export-jobs.ts';
import { ExportStopped, planExport, writeExport } from '../modules/export/export-writer.ts';

export interface ExportBuildDeps {
  db: Database;
  exportFiles: BlobStore;
  log: { error(obj: object, msg: string): void };
}

/** What a user reads when their export failed: never the internals. */
const FAILED = 'The spreadsheet could not be built. Try again, or ask for a smaller part.';

/** Builds one claimed job into the store of export files; answers how it ended. */
async function buildOne(
  deps: ExportBuildDeps,
  id: string,
  request: Parameters<typeof planExport>[1],
  stopping: () => boolean,
): Promise<'done' | 'cancelled' | 'stopped'> {
  const { db, exportFiles } = deps;
  const plan = await planExport(db, request);
  if (!(await recordProgress(db, id, 0, plan.source.totalRows))) return 'cancelled';
  const blobKey = `jobs/${id}.xlsx`;
  const file = new PassThrough();
  const stored = exportFiles.putStream(blobKey, file);
  let ended: 'cancelled' | 'stopped' | null = null;
  let rows: number;
  try {
    rows = await writeExport(db, plan, file, async (written) => {
      if (stopping()) ended = 'stopped';
      else if (!(await recordProgress(db, id, written))) ended = 'cancelled';
      return ended === null;
    });
  } catch (error) {
    file.destroy(error instanceof Error ? error : new Error(String(error)));
    // The partial file is removed by the store; its own failure says nothing more.
    await stored.catch(() => {});
    throw error;
  }
  await stored;
  if (await finishExportJob(db, id, blobKey, rows)) return 'done';
  await exportFiles.delete(blobKey);
  return ended ?? 'cancelled';
}

/**
 * Builds every export waiting, oldest first, one at a time (the machine's other core serves
 * requests). A cancelled job stops at its next batch; an instance that is stopping puts its
 * job back in the queue for the next one.
 */
export async function buildExportJobs(
  deps: ExportBuildDeps,
  stopping: () => boolean,
): Promise<void> {
  while (!stopping()) {
    const job = await claimExportJob(deps.db);
    if (!job) return;
    try {
      const ended = await buildOne(deps, job.exportJobId, job.request, stopping);
      if (ended === 'stopped') await requeueExportJob(deps.db, job.exportJobId);
    } catch (error) {
      await deps.exportFiles.delete(`jobs/${job.exportJobId}.xlsx`).catch(() => {});
      if (error instanceof ExportStopped) {
        if (stopping()) await requeueExportJob(deps.db, job.exportJobId);
        continue;
      }
      // A level hidden or removed since it was asked for says so; anything else stays in the log.
      if (!(error instanceof DomainError))
        deps.log.error({ err: error, exportJobId: job.exportJobId }, 'export job failed');
      const reason = error instanceof DomainError ? error.message : FAILED;
      await failExportJob(deps.db, job.exportJobId, reason);
    }
  }
}
