import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BlobStore } from '../integrations/blob-store/blob-store.ts';
import { createSandboxErp } from '../integrations/erp/sandbox-erp.ts';
import { demoCustomers } from '../seed/accounts/demo-accounts.ts';
import { createExportThread } from './export-thread.ts';
import { startJobRunner, type JobRunner, type JobRunnerLog } from './job-runner.ts';
import type { JobQueueName, JobSignals } from './job-signals.ts';
import { createSmtpTransport } from './mail-delivery.ts';
import type { SearchIndexRebuildOptions } from './search-index-rebuild.ts';

export interface BackgroundJobs {
  /** What the app's services wake; calls before start() are picked up by its first sweep. */
  signals: JobSignals;
  /** Starts the workers without holding up start-up; a failure is logged, the API runs on. */
  start(log: JobRunnerLog): void;
  stop(): Promise<void>;
}

/** Seed of the demo order history: the same history for everyone starting on the same day. */
const DEMO_HISTORY_SEED = 150;

/**
 * The ERP hand-off, ERP order sync, mail, export and search-index workers of one app process
 * (started by main.ts).
 */
export function backgroundJobs(
  config: Config,
  db: Database,
  exports: { files: BlobStore; databaseUrl: string; directory: string },
  searchIndex: SearchIndexRebuildOptions,
): BackgroundJobs {
  let starting: Promise<JobRunner | null> = Promise.resolve(null);
  let runner: JobRunner | null = null;
  // The other queues have a sweep for wake-ups before the start; the search index has none.
  let rebuildAsked = false;
  const wake = (queue: JobQueueName) => {
    if (runner) runner.wake(queue);
    else if (queue === 'search-index-rebuild') rebuildAsked = true;
  };
  return {
    signals: { wake },
    start(log) {
      starting = startJobRunner({
        db,
        exportFiles: exports.files,
        exportThread: createExportThread(
          { databaseUrl: exports.databaseUrl, exportsDir: exports.directory },
          log,
        ),
        erp: createSandboxErp(db, {
          paceSeconds: config.ERP_PACE_SECONDS,
          // With the demo data the built-in ERP also holds the demo customers' order history.
          history: config.SEED_DEMO_DATA
            ? {
                seed: DEMO_HISTORY_SEED,
                customerNumbers: demoCustomers.map((c) => c.customerNumber),
              }
            : undefined,
        }),
        // A few reads per step, so a status shows soon after the ERP changes it.
        statusSyncSeconds: Math.max(1, Math.round(config.ERP_PACE_SECONDS / 3)),
        mail: config.SMTP_URL
          ? { transport: createSmtpTransport(config.SMTP_URL), from: config.MAIL_FROM }
          : null,
        searchIndex,
        log,
      })
        .then((started) => {
          runner = started;
          if (rebuildAsked) started.wake('search-index-rebuild');
          return started;
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'background jobs did not start');
          return null;
        });
    },
    async stop() {
      await (await starting)?.stop();
    },
  };
}
