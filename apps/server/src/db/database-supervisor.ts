import { describeError } from '../lib/describe-error.ts';
import { describeExit, type Postmaster } from './postmaster.ts';

export type RunningDatabase = Pick<Postmaster, 'exited' | 'stop' | 'lastWords'>;

export interface SupervisorOptions {
  /** Starts the database again on the same directory and port (the pool's URL stays valid). */
  restart(): Promise<RunningDatabase>;
  log(line: string): void;
  /** Called after each successful restart (the job workers catch up on what waited). */
  onRestarted?(): void;
  delay?(attempt: number): number;
  now?(): number;
}

export interface DatabaseSupervisor {
  /** A deliberate stop: the database is shut down and not restarted. */
  stop(): Promise<void>;
}

const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 15_000;
/** A database that stays up this long has recovered: the next failure starts back-off anew. */
const STABLE_MS = 60_000;

/** Milliseconds before restart attempt n (1, 2, ...): 0.1 s, doubling up to 15 s. */
export const restartDelay = (attempt: number): number =>
  Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Watches the embedded database and starts it again whenever it ends without being asked to,
 * with growing pauses between failed attempts; one log line per event. A first attempt comes
 * at once: when a killed postmaster's sessions still hold its shared memory, PostgreSQL
 * refuses to start until they are gone, which takes a moment.
 */
export function superviseDatabase(
  first: RunningDatabase,
  options: SupervisorOptions,
): DatabaseSupervisor {
  const delay = options.delay ?? restartDelay;
  const now = options.now ?? Date.now;
  let current: RunningDatabase | null = first;
  let restarting: Promise<void> | null = null;
  let stopping = false;
  let cancelWait = () => {};
  let attempt = 0;
  let upSince = now();

  const wait = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      cancelWait = () => {
        clearTimeout(timer);
        done();
      };
    });

  const restart = async () => {
    const wentAt = now();
    while (!stopping) {
      attempt++;
      await wait(delay(attempt));
      if (stopping) return;
      try {
        current = await options.restart();
      } catch (error) {
        const next = seconds(delay(attempt + 1));
        options.log(
          `Restarting the embedded PostgreSQL failed (attempt ${attempt}): ${describeError(error)}; trying again in ${next}.`,
        );
        continue;
      }
      if (stopping) return;
      upSince = now();
      options.log(
        `The embedded PostgreSQL is running again, ${seconds(upSince - wentAt)} after it stopped.`,
      );
      watch(current);
      options.onRestarted?.();
      return;
    }
  };

  const watch = (database: RunningDatabase) => {
    void database.exited.then((exit) => {
      if (stopping || database !== current) return;
      current = null;
      if (now() - upSince >= STABLE_MS) attempt = 0;
      const why = database.lastWords();
      options.log(
        `The embedded PostgreSQL stopped (${describeExit(exit)}${why ? `: ${why}` : ''}); restarting it.`,
      );
      restarting = restart().finally(() => (restarting = null));
    });
  };
  watch(first);

  return {
    async stop() {
      stopping = true;
      cancelWait();
      await restarting;
      await current?.stop();
    },
  };
}
