import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createSandboxErp } from '../integrations/erp/sandbox-erp.ts';
import { startJobRunner, type JobRunner, type JobRunnerLog } from './job-runner.ts';
import type { JobSignals } from './job-signals.ts';
import { createSmtpTransport } from './mail-delivery.ts';

export interface BackgroundJobs {
  /** What the app's services wake; calls before start() are picked up by its first sweep. */
  signals: JobSignals;
  /** Starts the workers without holding up start-up; a failure is logged, the API runs on. */
  start(log: JobRunnerLog): void;
  stop(): Promise<void>;
}

/** The ERP hand-off, ERP status and mail workers of one app process (started by main.ts). */
export function backgroundJobs(config: Config, db: Database): BackgroundJobs {
  let starting: Promise<JobRunner | null> = Promise.resolve(null);
  let runner: JobRunner | null = null;
  return {
    signals: { wake: (queue) => runner?.wake(queue) },
    start(log) {
      starting = startJobRunner({
        db,
        erp: createSandboxErp(db, { paceSeconds: config.ERP_PACE_SECONDS }),
        // A few reads per step, so a status shows soon after the ERP changes it.
        statusSyncSeconds: Math.max(1, Math.round(config.ERP_PACE_SECONDS / 3)),
        mail: config.SMTP_URL
          ? { transport: createSmtpTransport(config.SMTP_URL), from: config.MAIL_FROM }
          : null,
        log,
      })
        .then((started) => (runner = started))
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
