import type { ExportJob } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { deleteExportJob, exportJobsKey, getExportJob } from '../api/export-jobs.ts';
import { saveFrom } from '../api/save-file.ts';
import { downloadUrl } from '../api/start-export.ts';
import { jobLabel, jobProgress, startedAt } from '../model/job-progress.ts';

const failed = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** One background export: its bar, what it says, Download once built, Cancel or Remove. */
export function ExportJobRow({ job }: { job: ExportJob }) {
  const queryClient = useQueryClient();
  const progress = jobProgress(job);
  const label = jobLabel(job);
  const [working, setWorking] = useState(false);

  // A key works for minutes only: a fresh one is asked for at the moment of the download.
  const download = async () => {
    setWorking(true);
    try {
      const fresh = await getExportJob(job.JobId);
      if (!fresh.Key) throw new Error('The file is no longer available. Start the export again.');
      saveFrom(downloadUrl(fresh.Key), fresh.FileName);
    } catch (error) {
      showToast(failed(error, 'The file could not be downloaded.'), 'danger');
    } finally {
      setWorking(false);
    }
  };
  const remove = async () => {
    setWorking(true);
    try {
      await deleteExportJob(job.JobId);
      queryClient.setQueryData<ExportJob[]>(exportJobsKey, (jobs) =>
        jobs?.filter((j) => j.JobId !== job.JobId),
      );
    } catch (error) {
      showToast(failed(error, 'The export could not be removed.'), 'danger');
    } finally {
      setWorking(false);
      void queryClient.invalidateQueries({ queryKey: exportJobsKey });
    }
  };

  return (
    <li className="export-job border rounded p-2 d-flex flex-wrap align-items-center gap-2">
      <div className="export-job-main">
        <div className="d-flex flex-wrap column-gap-2 mb-1">
          <span className="fw-semibold text-break me-auto">
            {job.Title}
            {job.CustomerNumber && (
              <span className="fw-normal text-body-secondary"> for {job.CustomerNumber}</span>
            )}
            {startedAt(job) && (
              <span className="fw-normal small text-body-secondary"> · {startedAt(job)}</span>
            )}
          </span>
          <span
            className={`small${progress.variant === 'danger' ? ' text-danger' : ''}`}
            aria-hidden="true"
          >
            {progress.text}
          </span>
        </div>
        <ProgressBar className="export-job-progress">
          <ProgressBar
            now={progress.now}
            max={progress.max}
            variant={progress.variant}
            striped={progress.active}
            animated={job.Status === 'Running'}
            label={progress.text}
            visuallyHidden
            aria-label={label}
            aria-valuetext={progress.text}
          />
        </ProgressBar>
      </div>
      <div className="d-flex gap-2 ms-auto">
        {progress.ready && (
          <Button size="sm" variant="success" disabled={working} onClick={() => void download()}>
            Download<span className="visually-hidden"> {job.FileName}</span>
          </Button>
        )}
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={working}
          onClick={() => void remove()}
        >
          {progress.active ? 'Cancel' : 'Remove'}
          <span className="visually-hidden"> {label}</span>
        </Button>
      </div>
    </li>
  );
}
