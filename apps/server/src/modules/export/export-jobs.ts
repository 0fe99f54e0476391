import {
  EXPORT_FILE_HOURS,
  type ExportJob,
  type ExportJobStatus,
  type ExportLevel,
} from '@portal/domain';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exportJob, type StoredExportRequest } from '../../db/schema/index.ts';

type JobRow = typeof exportJob.$inferSelect;

/** A silent builder this long is taken to be gone; its job is built again. */
const ABANDONED_AFTER = sql`interval '2 minutes'`;
/** Tries at building one job before it is given up. */
export const MAX_EXPORT_ATTEMPTS = 3;
const WAITING: ExportJobStatus[] = ['Queued', 'Running'];
const fileLife = sql`make_interval(hours => ${EXPORT_FILE_HOURS})`;

export const toExportJob = (row: JobRow, key: string | null = null): ExportJob => ({
  JobId: row.exportJobId,
  Level: row.request.level as ExportLevel,
  Title: row.title,
  FileName: row.fileName,
  CustomerNumber: row.request.customerNumber,
  Status: row.status as ExportJobStatus,
  RowsWritten: row.rowsWritten,
  RowsTotal: row.rowsTotal,
  CreatedAt: row.createdAt.toISOString(),
  FinishedAt: row.finishedAt?.toISOString() ?? null,
  ExpiresAt: row.status === 'Done' ? row.expiresAt.toISOString() : null,
  Key: key,
  Error: row.error,
});

export interface NewExportJob {
  userId: number;
  siteId: number;
  request: StoredExportRequest;
  title: string;
  fileName: string;
  rowsTotal: number | null;
}

export async function insertExportJob(db: Database, job: NewExportJob): Promise<JobRow> {
  const [row] = await db
    .insert(exportJob)
    .values({ ...job, expiresAt: sql`now() + ${fileLife}` })
    .returning();
  return row!;
}

/** The user's exports waiting or being built. */
export async function countWaiting(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(exportJob)
    .where(and(eq(exportJob.userId, userId), inArray(exportJob.status, WAITING)));
  return row?.n ?? 0;
}

/** The user's exports on this site that are not yet expired, newest first. */
export async function listExportJobs(db: Database, userId: number, siteId: number) {
  return db
    .select()
    .from(exportJob)
    .where(
      and(
        eq(exportJob.userId, userId),
        eq(exportJob.siteId, siteId),
        gt(exportJob.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(exportJob.createdAt))
    .limit(20);
}

export async function findExportJob(db: Database, userId: number, siteId: number, id: string) {
  const [row] = await db
    .select()
    .from(exportJob)
    .where(
      and(
        eq(exportJob.exportJobId, id),
        eq(exportJob.userId, userId),
        eq(exportJob.siteId, siteId),
        gt(exportJob.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * Takes the oldest job waiting, or one whose builder fell silent, for this instance to build;
 * other instances skip it while it is locked.
 */
export async function claimExportJob(db: Database): Promise<JobRow | undefined> {
  await db.execute(sql`
    update export_job set status = 'Failed', finished_at = now(),
      error = coalesce(error, 'The export stopped before it was built.')
    where status = 'Running' and heartbeat_at < now() - ${ABANDONED_AFTER}
      and attempts >= ${MAX_EXPORT_ATTEMPTS}`);
  const result = await db.execute<{ export_job_id: string }>(sql`
    update export_job set status = 'Running', heartbeat_at = now(), attempts = attempts + 1,
      rows_written = 0
    where export_job_id = (
      select export_job_id from export_job
      where (status = 'Queued' or (status = 'Running' and heartbeat_at < now() - ${ABANDONED_AFTER}))
        and attempts < ${MAX_EXPORT_ATTEMPTS}
      order by created_at
      for update skip locked
      limit 1)
    returning export_job_id`);
  const id = result.rows[0]?.export_job_id;
  if (!id) return undefined;
  const [row] = await db.select().from(exportJob).where(eq(exportJob.exportJobId, id));
  return row;
}

/** Records progress; false when the job is no longer this builder's (cancelled). */
export async function recordProgress(
  db: Database,
  id: string,
  rowsWritten: number,
  rowsTotal?: number,
) {
  const rows = await db
    .update(exportJob)
    .set({
      rowsWritten,
      heartbeatAt: sql`now()`,
      ...(rowsTotal === undefined ? {} : { rowsTotal }),
    })
    .where(and(eq(exportJob.exportJobId, id), eq(exportJob.status, 'Running')))
    .returning({ id: exportJob.exportJobId });
  return rows.length > 0;
}

/** The job is built: its file is kept for a day from now. False when it was cancelled meanwhile. */
export async function finishExportJob(db: Database, id: string, blobKey: string, rows: number) {
  const done = await db
    .update(exportJob)
    .set({
      status: 'Done',
      blobKey,
      rowsWritten: rows,
      rowsTotal: rows,
      finishedAt: sql`now()`,
      expiresAt: sql`now() + ${fileLife}`,
    })
    .where(and(eq(exportJob.exportJobId, id), eq(exportJob.status, 'Running')))
    .returning({ id: exportJob.exportJobId });
  return done.length > 0;
}

/** A failed try: tried again later, or given up after the last try. */
export async function failExportJob(db: Database, id: string, error: string) {
  await db
    .update(exportJob)
    .set({
      status: sql`case when attempts >= ${MAX_EXPORT_ATTEMPTS} then 'Failed' else 'Queued' end`,
      error,
      finishedAt: sql`case when attempts >= ${MAX_EXPORT_ATTEMPTS} then now() end`,
    })
    .where(and(eq(exportJob.exportJobId, id), eq(exportJob.status, 'Running')));
}

/** Puts a job being built back in the queue (its instance is stopping), this try not counted. */
export async function requeueExportJob(db: Database, id: string) {
  await db
    .update(exportJob)
    .set({ status: 'Queued', attempts: sql`greatest(attempts - 1, 0)` })
    .where(and(eq(exportJob.exportJobId, id), eq(exportJob.status, 'Running')));
}

/** Cancels a waiting job, or removes an ended one; answers the file to delete, if any. */
export async function cancelExportJob(db: Database, job: JobRow): Promise<string | null> {
  if (WAITING.includes(job.status as ExportJobStatus)) {
    await db
      .update(exportJob)
      .set({ status: 'Cancelled', finishedAt: sql`now()` })
      .where(and(eq(exportJob.exportJobId, job.exportJobId), inArray(exportJob.status, WAITING)));
    return null;
  }
  await db.delete(exportJob).where(eq(exportJob.exportJobId, job.exportJobId));
  return job.blobKey;
}

/** Removes jobs whose time is up; answers their files to delete. */
export async function removeExpiredJobs(db: Database): Promise<string[]> {
  const gone = await db
    .delete(exportJob)
    .where(lt(exportJob.expiresAt, sql`now()`))
    .returning({ blobKey: exportJob.blobKey });
  return gone.flatMap((g) => (g.blobKey ? [g.blobKey] : []));
}
