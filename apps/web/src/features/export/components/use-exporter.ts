import type { ExportJob } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { exportJobsKey } from '../api/export-jobs.ts';
import { saveBlob, saveFrom } from '../api/save-file.ts';
import { downloadUrl, startExport } from '../api/start-export.ts';
import type { ExportOptions, ExportTarget } from '../model/export-request.ts';

export const targetKey = (target: ExportTarget): string => `${target.level}:${target.value ?? ''}`;

export interface Exporter {
  start: (target: ExportTarget) => Promise<void>;
  /** An export of this target has been asked for and not yet answered. */
  isBusy: (target: ExportTarget) => boolean;
}

/**
 * Starts exports with the page's switches and customer and carries out the answer: saves the
 * file, follows the key to it, or puts the background job in the panel.
 */
export function useExporter(options: ExportOptions): Exporter {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback(
    (key: string, on: boolean) =>
      setBusy((now) => {
        const next = new Set(now);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );

  // The latest switches and customer, read when an export starts: `start` stays the same.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const start = useCallback(
    async (target: ExportTarget) => {
      const key = targetKey(target);
      mark(key, true);
      try {
        const answer = await startExport(target, latest.current);
        if (answer.kind === 'file') {
          saveBlob(answer.blob, answer.fileName);
          showToast(`Downloading ${answer.fileName}`);
        } else if (answer.kind === 'key') {
          saveFrom(downloadUrl(answer.ticket.Key), answer.ticket.FileName);
          showToast(`Downloading ${answer.ticket.FileName}`);
        } else {
          const { job } = answer;
          queryClient.setQueryData<ExportJob[]>(exportJobsKey, (jobs = []) => [
            job,
            ...jobs.filter((j) => j.JobId !== job.JobId),
          ]);
          showToast(
            `The export of ${job.Title} is being built; it shows under Your Exports.`,
            'info',
          );
        }
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : null;
        showToast(message ?? 'The export could not be started.', 'danger');
      } finally {
        mark(key, false);
      }
    },
    [queryClient, mark],
  );
  const isBusy = useCallback((target: ExportTarget) => busy.has(targetKey(target)), [busy]);
  return { start, isBusy };
}
