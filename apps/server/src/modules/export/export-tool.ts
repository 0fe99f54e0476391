import type { Readable } from 'node:stream';
import {
  BACKGROUND_EXPORT_LEVELS,
  DIRECT_EXPORT_MAX_ROWS,
  ExportMessage,
  MAX_WAITING_EXPORTS,
  type ExportJob,
  type ExportLevel,
  type ExportQuery,
  type ExportTicket,
  type Site,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { StoredExportRequest } from '../../db/schema/index.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import type { JobSignals } from '../../jobs/job-signals.ts';
import { NotFound, TooManyRequests } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import type { SiteService } from '../site/service.ts';
import { checkedExportRequest, exporter } from './export-access.ts';
import {
  cancelExportJob,
  countWaiting,
  findExportJob,
  insertExportJob,
  listExportJobs,
  toExportJob,
} from './export-jobs.ts';
import { findKey, issueKey } from './export-keys.ts';
import { exportSelection } from './export-selection.ts';
import { exportFileName, planExport, type ExportPlan } from './export-writer.ts';

export type ExportStart =
  | { kind: 'file'; plan: ExportPlan }
  | { kind: 'key'; ticket: ExportTicket }
  | { kind: 'job'; job: ExportJob };

export type ExportDownload =
  | { kind: 'file'; plan: ExportPlan }
  | { kind: 'stored'; fileName: string; body: Readable; size: number };

export interface ExportToolDeps {
  db: Database;
  sites: SiteService;
  exportFiles: BlobStore;
  jobs?: JobSignals | undefined;
}

/**
 * The export tool's calls (administration and tools §4): customer admins get a small file at
 * once, others a key to download it with; large ones are built in the background.
 */
export function createExportTool({ db, sites, exportFiles, jobs }: ExportToolDeps) {
  /** Queues a job; its rows are counted when it is built, for levels the size of a catalogue. */
  const queue = async (
    user: Viewer,
    site: Site,
    request: StoredExportRequest,
    title: string,
    fileName: string,
    rowsTotal: number | null,
  ): Promise<ExportJob> => {
    if ((await countWaiting(db, user.userId)) >= MAX_WAITING_EXPORTS)
      throw new TooManyRequests(ExportMessage.tooManyWaiting);
    const row = await insertExportJob(db, {
      userId: user.userId,
      siteId: site.SiteId,
      request,
      title,
      fileName,
      rowsTotal,
    });
    jobs?.wake('export-build');
    return toExportJob(row);
  };

  const ownJob = async (user: Viewer, site: Site, id: string) => {
    const job = await findExportJob(db, user.userId, site.SiteId, id);
    if (!job) throw new NotFound(ExportMessage.jobNotFound);
    return job;
  };

  return {
    async start(
      viewer: Viewer | null,
      site: Site,
      level: ExportLevel,
      query: ExportQuery,
    ): Promise<ExportStart> {
      const user = exporter(viewer, site);
      const request = await checkedExportRequest(db, sites, user, site, level, query);
      if (BACKGROUND_EXPORT_LEVELS.includes(level)) {
        const scope = { catalogId: request.catalogId, preview: request.preview };
        const { title } = await exportSelection(
          db,
          scope,
          level,
          request.value,
          request.customerNumber,
        );
        const fileName = exportFileName(level, title, request.customerNumber);
        return { kind: 'job', job: await queue(user, site, request, title, fileName, null) };
      }
      const plan = await planExport(db, request);
      if (plan.source.totalRows > DIRECT_EXPORT_MAX_ROWS) {
        const job = await queue(
          user,
          site,
          request,
          plan.title,
          plan.fileName,
          plan.source.totalRows,
        );
        return { kind: 'job', job };
      }
      if (user.isCustomerAdmin) return { kind: 'file', plan };
      const ticket = await issueKey(db, {
        userId: user.userId,
        siteId: site.SiteId,
        fileName: plan.fileName,
        request,
      });
      return { kind: 'key', ticket };
    },

    /** The file a key names, for the user it was given to, until it expires. */
    async download(viewer: Viewer | null, site: Site, key: string): Promise<ExportDownload> {
      const user = exporter(viewer, site);
      const found = await findKey(db, key, user.userId, site.SiteId);
      if (!found) throw new NotFound(ExportMessage.keyNotFound);
      if (found.request) return { kind: 'file', plan: await planExport(db, found.request) };
      const job = found.exportJobId
        ? await findExportJob(db, user.userId, site.SiteId, found.exportJobId)
        : undefined;
      const stored =
        job?.status === 'Done' && job.blobKey ? await exportFiles.getStream(job.blobKey) : null;
      if (!job || !stored) throw new NotFound(ExportMessage.keyNotFound);
      return { kind: 'stored', fileName: job.fileName, ...stored };
    },

    async jobs(viewer: Viewer | null, site: Site): Promise<ExportJob[]> {
      const user = exporter(viewer, site);
      return (await listExportJobs(db, user.userId, site.SiteId)).map((row) => toExportJob(row));
    },

    /** One job; once it is built, with a fresh key to download its file. */
    async job(viewer: Viewer | null, site: Site, id: string): Promise<ExportJob> {
      const user = exporter(viewer, site);
      const job = await ownJob(user, site, id);
      if (job.status !== 'Done') return toExportJob(job);
      const ticket = await issueKey(db, {
        userId: user.userId,
        siteId: site.SiteId,
        fileName: job.fileName,
        exportJobId: job.exportJobId,
      });
      return toExportJob(job, ticket.Key);
    },

    /** Cancels a job waiting or being built, or removes an ended one and its file. */
    async remove(viewer: Viewer | null, site: Site, id: string): Promise<void> {
      const user = exporter(viewer, site);
      const blobKey = await cancelExportJob(db, await ownJob(user, site, id));
      if (blobKey) await exportFiles.delete(blobKey);
    },
  };
}

export type ExportTool = ReturnType<typeof createExportTool>;
