import type { ExportJob } from '@portal/domain';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useExportJobs } from '../api/export-jobs.ts';
import { isActive } from '../model/job-progress.ts';
import { ExportJobRow } from './export-job-row.tsx';

/**
 * The user's background exports of the last day, newest first: each with its progress bar
 * while it is built and its file once ready. Read on load, so a reload finds them again.
 */
export function ExportJobsPanel() {
  const jobs = useExportJobs();
  useReadyNotice(jobs.data);
  if (jobs.isError)
    return (
      <p className="small text-danger" role="alert">
        Your exports could not be loaded.{' '}
        <Button
          variant="link"
          size="sm"
          className="p-0 align-baseline"
          onClick={() => void jobs.refetch()}
        >
          Try again
        </Button>
      </p>
    );
  if (!jobs.data || jobs.data.length === 0) return null;
  return (
    <section aria-labelledby="export-jobs-title" className="mb-3">
      <h2 id="export-jobs-title" className="h6">
        Your Exports
      </h2>
      {/* The bars change every second: their texts are read on demand, not announced. */}
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {jobs.data.map((job) => (
          <ExportJobRow key={job.JobId} job={job} />
        ))}
      </ul>
    </section>
  );
}

/** Says when a file followed on this page is built: the user may be looking elsewhere. */
function useReadyNotice(jobs: readonly ExportJob[] | undefined) {
  const following = useRef(new Set<string>());
  useEffect(() => {
    for (const job of jobs ?? []) {
      if (isActive(job)) following.current.add(job.JobId);
      else if (following.current.delete(job.JobId) && job.Status === 'Done')
        showToast(`${job.FileName} is ready to download.`);
    }
  }, [jobs]);
}
