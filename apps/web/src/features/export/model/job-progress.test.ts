import type { ExportJob } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { anyActive, jobLabel, jobProgress, startedAt } from './job-progress.ts';

const job = (overrides: Partial<ExportJob> = {}): ExportJob => ({
  JobId: '5b0c3a4e-3f6d-4a53-9a8e-0d8f9b8a1c11',
  Level: 'all',
  Title: 'All Categories',
  FileName: 'All Categories.xlsx',
  CustomerNumber: null,
  Status: 'Queued',
  RowsWritten: 0,
  RowsTotal: null,
  CreatedAt: '2025-09-09T10:00:00.000Z',
  FinishedAt: null,
  ExpiresAt: null,
  Key: null,
  Error: null,
  ...overrides,
});

describe('job progress', () => {
  it('says Queued before the job starts', () => {
    expect(jobProgress(job())).toMatchObject({ now: 0, text: 'Queued', active: true });
  });

  it('counts the rows written out of the rows the file will hold', () => {
    const running = job({ Status: 'Running', RowsWritten: 25_000, RowsTotal: 1_000_000 });
    expect(jobProgress(running)).toMatchObject({
      now: 25_000,
      max: 1_000_000,
      text: '25,000 of 1,000,000 rows',
      active: true,
    });
  });

  it('counts the rows written before the total is known', () => {
    const running = job({ Status: 'Running', RowsWritten: 1200 });
    expect(jobProgress(running)).toMatchObject({ now: 0, text: '1,200 rows' });
  });

  it('never shows the bar past its end', () => {
    const running = job({ Status: 'Running', RowsWritten: 12, RowsTotal: 10 });
    expect(jobProgress(running)).toMatchObject({ now: 10, max: 10 });
  });

  it('says Ready for a built file and stops following it', () => {
    const done = jobProgress(job({ Status: 'Done', RowsWritten: 10, RowsTotal: 10, Key: 'k' }));
    expect(done).toMatchObject({ now: 1, max: 1, text: 'Ready', ready: true, active: false });
  });

  it('gives the reason of a failure', () => {
    expect(jobProgress(job({ Status: 'Failed', Error: 'Out of disk' })).text).toBe(
      'Failed: Out of disk',
    );
    expect(jobProgress(job({ Status: 'Failed' })).text).toBe(
      'Failed: the file could not be built.',
    );
  });

  it('says Cancelled for a cancelled job', () => {
    expect(jobProgress(job({ Status: 'Cancelled' }))).toMatchObject({
      text: 'Cancelled',
      active: false,
    });
  });
});

describe('following jobs', () => {
  it('goes on while any job is queued or running', () => {
    expect(anyActive([job({ Status: 'Done' }), job({ Status: 'Running' })])).toBe(true);
    expect(anyActive([job({ Status: 'Done' }), job({ Status: 'Failed' })])).toBe(false);
    expect(anyActive(undefined)).toBe(false);
  });
});

describe('job label', () => {
  it('names the export and its customer', () => {
    expect(jobLabel(job())).toBe('Export of All Categories');
    expect(jobLabel(job({ Title: 'Coils', CustomerNumber: '0000100100' }))).toBe(
      'Export of Coils for customer 0000100100',
    );
  });
});

describe('when a job started', () => {
  it('is the time of day it was asked for', () => {
    expect(startedAt(job({ CreatedAt: '2025-09-09T15:04:00.000Z' }), 'UTC')).toBe(
      'started 3:04 PM',
    );
  });

  it('is left out when the time cannot be read', () => {
    expect(startedAt(job({ CreatedAt: 'soon' }))).toBe('');
  });
});
