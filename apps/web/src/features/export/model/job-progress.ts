import type { ExportJob } from '@portal/domain';

export interface JobProgress {
  /** Rows written, out of `max`; a job not yet counted shows an empty bar. */
  now: number;
  max: number;
  /** What the bar says: 'Queued', 'n of m rows', 'Ready', why it failed. */
  text: string;
  variant: 'info' | 'success' | 'danger' | 'secondary';
  /** A built file waits to be downloaded. */
  ready: boolean;
  /** Still being built: the list is asked again every second. */
  active: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Jobs still queued or running: the panel follows them. */
export const isActive = (job: Pick<ExportJob, 'Status'>): boolean =>
  job.Status === 'Queued' || job.Status === 'Running';

export const anyActive = (jobs: readonly Pick<ExportJob, 'Status'>[] | undefined): boolean =>
  !!jobs?.some(isActive);

/** How far a background export has got, in the bar's numbers and words. */
export function jobProgress(job: ExportJob): JobProgress {
  const total = job.RowsTotal;
  const written = Math.max(0, job.RowsWritten);
  switch (job.Status) {
    case 'Queued':
      return { now: 0, max: 1, text: 'Queued', variant: 'info', ready: false, active: true };
    case 'Running':
      return total !== null && total > 0
        ? {
            now: Math.min(written, total),
            max: total,
            text: `${count(written)} of ${count(total)} rows`,
            variant: 'info',
            ready: false,
            active: true,
          }
        : {
            now: 0,
            max: 1,
            text: `${count(written)} rows`,
            variant: 'info',
            ready: false,
            active: true,
          };
    case 'Done':
      return { now: 1, max: 1, text: 'Ready', variant: 'success', ready: true, active: false };
    case 'Failed':
      return {
        now: 1,
        max: 1,
        text: `Failed: ${job.Error ?? 'the file could not be built.'}`,
        variant: 'danger',
        ready: false,
        active: false,
      };
    case 'Cancelled':
      return {
        now: 0,
        max: 1,
        text: 'Cancelled',
        variant: 'secondary',
        ready: false,
        active: false,
      };
  }
}

/** The bar's accessible name: which export it follows. */
export const jobLabel = (job: Pick<ExportJob, 'Title' | 'CustomerNumber'>): string =>
  `Export of ${job.Title}${job.CustomerNumber ? ` for customer ${job.CustomerNumber}` : ''}`;

/** When the export was asked for, to tell two exports of the same level apart. */
export function startedAt(job: Pick<ExportJob, 'CreatedAt'>, timeZone?: string): string {
  const at = new Date(job.CreatedAt);
  if (Number.isNaN(at.getTime())) return '';
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `started ${time}`;
}
