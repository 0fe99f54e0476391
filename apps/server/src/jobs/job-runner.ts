import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { BlobStore } from '../integrations/blob-store/blob-store.ts';
import type { ErpAdapter } from '../integrations/erp/erp-adapter.ts';
import { removeExpiredExports } from './export-cleanup.ts';
import type { ExportThread } from './export-thread.ts';
import { handOffOrders } from './erp-handoff.ts';
import { removeIdleGuestCarts } from './guest-cart-cleanup.ts';
import { syncErpOrders } from './erp-order-sync.ts';
import type { JobQueueName, JobSignals } from './job-signals.ts';
import { absorbLostDatabaseRejections } from './lost-database.ts';
import { deliverMail, type MailTransport } from './mail-delivery.ts';
import {
  SEARCH_INDEX_QUEUE,
  startSearchIndexRebuilds,
  type SearchIndexRebuildOptions,
} from './search-index-rebuild.ts';
import { removeExpiredChallenges } from './spent-challenge-cleanup.ts';

export interface JobRunnerLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  /** The portal's database; pg-boss keeps its queues there too (schema pgboss). */
  db: Database;
  /** Where background exports are kept (decision 166). */
  exportFiles: BlobStore;
  /** The thread that builds them. */
  exportThread: ExportThread;
  erp: ErpAdapter;
  /** Seconds between two reads of the ERP's feed of changed orders. */
  statusSyncSeconds: number;
  /** Delivers the mail outbox; null keeps mail for /dev/mail. */
  mail: { transport: MailTransport; from: string } | null;
  /** Rebuilds the search index after catalogue changes; absent: no search-index worker. */
  searchIndex?: SearchIndexRebuildOptions;
  log: JobRunnerLog;
}

export interface JobRunner extends JobSignals {
  /** Lets running jobs finish (up to 10 s), then closes the queue's connections. */
  stop(): Promise<void>;
}

const EVERY_MINUTE = '* * * * *';
/** Idle guest carts go once a day, at a quiet hour (UTC). */
const NIGHTLY = '17 3 * * *';
/** Used bot-check challenges live ten minutes; an hourly sweep keeps their table small. */
const HOURLY = '41 * * * *';
const WAKE_WINDOW_MS = 100;

/**
 * Starts the pg-boss workers. Each queue holds at most one waiting job ('short' policy): a
 * job drains all the work there is, so wake-ups that arrive meanwhile fold into it. A
 * schedule every minute sweeps up anything a lost wake-up (a crash after commit) left.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { db, erp, log } = options;
  // pg-boss runs its statements on the portal's pool: one set of connections, and a database
  // that goes away at shutdown is an error the pool already absorbs, not a crash.
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.$client.query(text, values) },
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  absorbLostDatabaseRejections((error) =>
    log.error({ err: error }, 'a job was cut short: the database went away'),
  );
  await boss.start();

  const queues: JobQueueName[] = ['erp-handoff', 'erp-status-sync', 'export-build'];
  if (options.mail) queues.push('mail-delivery');
  for (const name of queues)
    await boss.createQueue(name, { name, policy: 'short', retryLimit: 3, retryDelay: 5 });

  /** Workers told at once when their queue gets a job, rather than at their next poll. */
  const eager = new Map<JobQueueName, string>();
  const send = (queue: JobQueueName, startAfter?: number) => {
    boss
      .send(queue, {}, startAfter ? { startAfter } : {})
      .then(() => {
        const worker = eager.get(queue);
        if (worker && !startAfter) boss.notifyWorker(worker);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, `could not queue ${queue}`);
      });
  };
  const searchIndex = options.searchIndex
    ? await startSearchIndexRebuilds(boss, db, log, options.searchIndex)
    : null;
  const requestRebuild = () =>
    searchIndex?.request().catch((error: unknown) => {
      log.error({ err: error }, 'could not ask for a search index rebuild');
    });
  // A burst of orders wakes a queue hundreds of times a second, each wake-up a statement on
  // the pool. They fold into one send at the end of a short window: the job it queues starts
  // after every commit that woke it, and the worker polls once a second anyway.
  const waking = new Map<JobQueueName, NodeJS.Timeout>();
  const wake = (queue: JobQueueName) => {
    if (waking.has(queue)) return;
    if (queue === SEARCH_INDEX_QUEUE ? !searchIndex : !queues.includes(queue)) return;
    const timer = setTimeout(() => {
      waking.delete(queue);
      if (queue === SEARCH_INDEX_QUEUE) void requestRebuild();
      else send(queue);
    }, WAKE_WINDOW_MS);
    waking.set(queue, timer);
  };

  let stopping = false;
  await boss.work('erp-handoff', { pollingIntervalSeconds: 1 }, async () => {
    const result = await handOffOrders(
      db,
      erp,
      (error, orderId) => log.error({ err: error, orderId }, 'ERP hand-off failed'),
      () => stopping,
    );
    if (result.handedOff > 0) wake('erp-status-sync');
  });
  await boss.work('erp-status-sync', { pollingIntervalSeconds: 1 }, async () => {
    try {
      await syncErpOrders(db, erp, { stopping: () => stopping });
    } finally {
      // The next read is queued by this one: a steady pace without a sub-minute cron.
      send('erp-status-sync', options.statusSyncSeconds);
    }
  });
  // Someone is watching a progress bar: an export starts as soon as it is asked for.
  const exportWorker = await boss.work('export-build', { pollingIntervalSeconds: 1 }, async () => {
    if (!stopping) await options.exportThread.build();
  });
  eager.set('export-build', exportWorker);
  options.exportThread.warmUp();
  const mail = options.mail;
  if (mail)
    await boss.work('mail-delivery', { pollingIntervalSeconds: 2 }, async () => {
      await deliverMail(db, mail.transport, mail.from);
    });

  await boss.createQueue('guest-cart-cleanup', { name: 'guest-cart-cleanup', policy: 'short' });
  await boss.work('guest-cart-cleanup', async () => {
    const removed = await removeIdleGuestCarts(db);
    if (removed > 0) log.info({ removed }, 'idle guest carts removed');
  });

  await boss.createQueue('spent-challenge-cleanup', {
    name: 'spent-challenge-cleanup',
    policy: 'short',
  });
  await boss.work('spent-challenge-cleanup', async () => {
    await removeExpiredChallenges(db);
  });

  await boss.createQueue('export-cleanup', { name: 'export-cleanup', policy: 'short' });
  await boss.work('export-cleanup', async () => {
    await removeExpiredExports(db, options.exportFiles);
  });

  for (const name of queues) await boss.schedule(name, EVERY_MINUTE);
  await boss.schedule('export-cleanup', HOURLY);
  await boss.schedule('guest-cart-cleanup', NIGHTLY);
  await boss.schedule('spent-challenge-cleanup', HOURLY);
  if (!mail) await boss.unschedule('mail-delivery');
  wake('erp-handoff');
  wake('erp-status-sync');
  wake('export-build');

  return {
    wake,
    async stop() {
      stopping = true;
      // The export being built goes back to the queue first, so the queue need not wait for it.
      await options.exportThread.stop();
      for (const timer of waking.values()) clearTimeout(timer);
      // A change just made still gets its rebuild, from whichever instance runs next.
      if (waking.has(SEARCH_INDEX_QUEUE)) await requestRebuild();
      waking.clear();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      mail?.transport.close();
    },
  };
}
