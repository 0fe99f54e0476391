import { describe, expect, it, vi } from 'vitest';
import { restartDelay, superviseDatabase, type RunningDatabase } from './database-supervisor.ts';
import type { PostmasterExit } from './postmaster.ts';

/** A database whose end the test decides. */
function fakeDatabase(name: string) {
  let end: (exit: PostmasterExit) => void = () => {};
  const exited = new Promise<PostmasterExit>((resolve) => (end = resolve));
  const database: RunningDatabase & { name: string; stopped: boolean; end: typeof end } = {
    name,
    stopped: false,
    exited,
    lastWords: () => '',
    end: (exit) => end(exit),
    async stop() {
      database.stopped = true;
      end({ code: 0, signal: null });
    },
  };
  return database;
}

const killed: PostmasterExit = { code: null, signal: 'SIGKILL' };
/** Time for anything a wrong supervisor would do by mistake. */
const settle = () => new Promise((done) => setTimeout(done, 50));

describe('restartDelay', () => {
  it('starts at 0.1 s and doubles up to 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(restartDelay)).toEqual([
      100, 200, 400, 800, 1600, 3200, 6400, 12_800, 15_000, 15_000,
    ]);
  });
});

describe('superviseDatabase', () => {
  it('starts a database that ended again, with one line for each event', async () => {
    const first = fakeDatabase('first');
    const second = fakeDatabase('second');
    const lines: string[] = [];
    const onRestarted = vi.fn();
    const supervisor = superviseDatabase(first, {
      restart: async () => second,
      log: (line) => lines.push(line),
      onRestarted,
      delay: () => 0,
    });
    first.end(killed);
    await vi.waitFor(() => expect(onRestarted).toHaveBeenCalledTimes(1));
    expect(lines).toEqual([
      'The embedded PostgreSQL stopped (signal SIGKILL); restarting it.',
      expect.stringMatching(
        /^The embedded PostgreSQL is running again, \d+\.\d s after it stopped\.$/,
      ),
    ]);
    await supervisor.stop();
    expect(second.stopped).toBe(true);
  });

  it('waits longer after each failed attempt and says why each one failed', async () => {
    const delays: number[] = [];
    const lines: string[] = [];
    const first = fakeDatabase('first');
    const later = fakeDatabase('later');
    const attempts = [
      () => Promise.reject(new Error('FATAL: pre-existing shared memory block is still in use')),
      () => Promise.reject(undefined),
      () => Promise.resolve(later),
    ];
    const supervisor = superviseDatabase(first, {
      restart: () => attempts.shift()!(),
      log: (line) => lines.push(line),
      delay: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    first.end({ code: 0, signal: null });
    await vi.waitFor(() => expect(lines).toHaveLength(4));
    expect(delays).toEqual([1, 2, 2, 3, 3]);
    expect(lines.slice(1, 3)).toEqual([
      'Restarting the embedded PostgreSQL failed (attempt 1): FATAL: pre-existing shared memory block is still in use; trying again in 0.0 s.',
      'Restarting the embedded PostgreSQL failed (attempt 2): an unknown error (no reason was given); trying again in 0.0 s.',
    ]);
    expect(lines[3]).toMatch(/running again/);

    await supervisor.stop();
  });

  it('goes on backing off when a restarted database soon ends again, anew after a minute up', async () => {
    let clock = 0;
    const attempts: number[] = [];
    const databases = ['1', '2', '3', '4'].map(fakeDatabase);
    const queue = databases.slice(1);
    const onRestarted = vi.fn();
    const supervisor = superviseDatabase(databases[0]!, {
      restart: async () => queue.shift()!,
      log: () => {},
      onRestarted,
      now: () => clock,
      delay: (attempt) => {
        attempts.push(attempt);
        return 0;
      },
    });
    const endAfter = async (database: number, upMs: number) => {
      clock += upMs;
      databases[database]!.end(killed);
      await vi.waitFor(() => expect(onRestarted).toHaveBeenCalledTimes(database + 1));
    };
    await endAfter(0, 120_000);
    await endAfter(1, 1_000);
    await endAfter(2, 61_000);
    expect(attempts).toEqual([1, 2, 1]);
    await supervisor.stop();
  });

  it('does not restart a database it was asked to stop', async () => {
    const first = fakeDatabase('first');
    const restart = vi.fn(async () => fakeDatabase('unwanted'));
    const supervisor = superviseDatabase(first, { restart, log: () => {}, delay: () => 0 });
    await supervisor.stop();
    await settle();
    expect(first.stopped).toBe(true);
    expect(restart).not.toHaveBeenCalled();
  });

  it('gives up a pending restart when stopped during the pause', async () => {
    const first = fakeDatabase('first');
    const restart = vi.fn(async () => fakeDatabase('unwanted'));
    const lines: string[] = [];
    const supervisor = superviseDatabase(first, {
      restart,
      log: (line) => lines.push(line),
      delay: () => 60_000,
    });
    first.end(killed);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    const started = Date.now();
    await supervisor.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(restart).not.toHaveBeenCalled();
  });

  it('stops a database whose restart was under way when the stop came', async () => {
    const first = fakeDatabase('first');
    const second = fakeDatabase('second');
    const starting: (() => void)[] = [];
    const supervisor = superviseDatabase(first, {
      restart: () => new Promise((resolve) => starting.push(() => resolve(second))),
      log: () => {},
      delay: () => 0,
    });
    first.end(killed);
    await vi.waitFor(() => expect(starting).toHaveLength(1));
    const stopping = supervisor.stop();
    starting[0]!();
    await stopping;
    expect(second.stopped).toBe(true);
  });
});
