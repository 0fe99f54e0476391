import { exportJobAnswer, exportJobList, type ExportJob } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { ApiError } from '../../../api/api-error.ts';
import { anyActive } from '../model/job-progress.ts';

/** The panel asks again this often while a file is being built. */
export const JOB_POLL_MS = 1000;

export const exportJobsKey = accountKey('export-jobs');

const jobPath = (jobId: string) => `/export/jobs/${encodeURIComponent(jobId)}`;

/** GET /api/export/jobs: the signed-in user's exports of the last day, newest first. */
export async function getExportJobs(signal?: AbortSignal): Promise<ExportJob[]> {
  const body = await callAccount('GET', '/export/jobs', exportJobList, { signal });
  if (!body.Successful)
    throw new ApiError(200, body.Exception ?? 'Your exports could not be read.');
  return body.Data ?? [];
}

/** GET /api/export/jobs/{jobId}: one export, with a fresh download key once it is built. */
export async function getExportJob(jobId: string): Promise<ExportJob> {
  const body = await callAccount('GET', jobPath(jobId), exportJobAnswer);
  if (!body.Successful || !body.Data) throw new ApiError(200, body.Exception ?? 'Export not found');
  return body.Data;
}

/** DELETE /api/export/jobs/{jobId}: cancels a queued or running export, or removes a built one. */
export const deleteExportJob = (jobId: string): Promise<unknown> =>
  callAccount('DELETE', jobPath(jobId), z.unknown());

/**
 * The user's exports, read on load so that a reload finds a running one again, and every
 * second while one is queued or running.
 */
export const useExportJobs = () =>
  useQuery({
    queryKey: exportJobsKey,
    queryFn: ({ signal }) => getExportJobs(signal),
    refetchInterval: (query) => (anyActive(query.state.data) ? JOB_POLL_MS : false),
    retry: false,
  });
