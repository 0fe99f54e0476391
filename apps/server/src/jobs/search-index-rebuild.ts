import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { rebuildSearchIndex } from '../modules/search/search-index.ts';
import type { JobRunnerLog } from './job-runner.ts';
import type { JobQueueName } from './job-signals.ts';

export const SEARCH_INDEX_QUEUE: JobQueueName = 'search-index-rebuild';

export interface SearchIndexRebuildOptions {
  /** Seconds without a catalogue change before the rebuild starts (default 5). */
  quietSeconds?: number;
  /** Changes that never pause still get a rebuild this long after the first waiting one (60). */
  maxWaitSeconds?: number;
  /** After each rebuild: every instance clears its catalogue caches, the search cache too. */
  rebuilt(): Promise<void>;
}

export interface SearchIndexRebuilds {
  /** Asks for a rebuild a quiet period after this call; calls meanwhile fold into it. */
  request(): Promise<void>;
}

/**
 * The search index follows catalogue edits: one rebuild after a burst of changes, on
 * whichever instance's worker takes the job. The 'stately' queue holds at most one waiting
 * and one running rebuild, so a change made during a rebuild is picked up by the next.
 */
export async function startSearchIndexRebuilds(
  boss: PgBoss,
  db: Database,
  log: JobRunnerLog,
  options: SearchIndexRebuildOptions,
): Promise<SearchIndexRebuilds> {
  const quiet = options.quietSeconds ?? 5;
  const maxWait = options.maxWaitSeconds ?? 60;
  await boss.createQueue(SEARCH_INDEX_QUEUE, {
    name: SEARCH_INDEX_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    // A whole index of a million-model catalogue takes a while.
    expireInSeconds: 60 * 60,
  });
  await boss.work(SEARCH_INDEX_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    const started = performance.now();
    await rebuildSearchIndex(db);
    log.info({ ms: Math.round(performance.now() - started) }, 'search index rebuilt');
    await options.rebuilt();
  });

  // pg-boss has no call that moves a waiting job: its start is pushed back in its own table.
  // A job that started meanwhile is no longer 'created'; the next send queues one behind it.
  const postpone = async () => {
    const result = await db.$client.query(
      `update pgboss.job
          set start_after = least(now() + make_interval(secs => $2),
                                  created_on + make_interval(secs => $3))
        where name = $1 and state = 'created'`,
      [SEARCH_INDEX_QUEUE, quiet, maxWait],
    );
    return (result.rowCount ?? 0) > 0;
  };
  return {
    async request() {
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await boss.send(SEARCH_INDEX_QUEUE, {}, { startAfter: quiet })) return;
        if (await postpone()) return;
      }
    },
  };
}
