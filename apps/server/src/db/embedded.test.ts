import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresProgram,
  postmasterUser,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from './embedded.ts';
import { inspectPidFile, isRunning } from './leftover-postmaster.ts';
import { startPostmaster } from './postmaster.ts';

/** The embedded PostgreSQL itself (initdb, postmaster, supervisor), on a directory of its own. */
describe('the embedded PostgreSQL', () => {
  let dataDir: string;
  let database: EmbeddedDatabase;
  const lines: string[] = [];
  let restarts = 0;

  const postmasterPid = () => {
    const holder = inspectPidFile(path.join(dataDir, 'pg'));
    if (holder.kind !== 'postmaster') throw new Error(`no postmaster: ${holder.kind}`);
    return holder.pid;
  };
  const query = async () => {
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.query<{ n: number }>('select 1 as n')).rows[0]!.n;
    } finally {
      await client.end().catch(() => {});
    }
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-embedded-'));
    // Run as root, PostgreSQL runs as another user, who must reach the directory.
    fs.chmodSync(dataDir, 0o755);
    database = await startEmbeddedDatabase(dataDir, (line) => lines.push(line));
    database.onRestarted(() => restarts++);
  }, 60_000);
  afterAll(async () => {
    await database?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the portal database on a fresh directory and answers on its URL', async () => {
    expect(database.url).toMatch(/^postgres:\/\/postgres:portal@127\.0\.0\.1:\d+\/portal$/);
    expect(await query()).toBe(1);
  });

  it('says why a second postmaster cannot start on the directory', async () => {
    const start = startPostmaster({
      program: await postgresProgram(),
      databaseDir: path.join(dataDir, 'pg'),
      port: 1,
      runAs: postmasterUser(path.join(dataDir, 'pg')),
    });
    await expect(start).rejects.toThrow(
      /^PostgreSQL ended during start-up \(exit code 1\): FATAL: lock file "postmaster\.pid" already exists HINT: Is another postmaster \(PID \d+\) running/,
    );
  });

  it('is started again on the same URL within 10 s after its postmaster is killed', async () => {
    const killed = postmasterPid();
    const stoppedAt = Date.now();
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => query().catch(() => 0), { timeout: 10_000, interval: 100 }).toBe(1);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(postmasterPid()).not.toBe(killed);
    expect(restarts).toBe(1);
    expect(lines).toEqual([
      'The embedded PostgreSQL stopped (signal SIGKILL); restarting it.',
      expect.stringMatching(
        /^The embedded PostgreSQL is running again, \d+\.\d s after it stopped\.$/,
      ),
    ]);
  });

  it('is started again after a fast shutdown that someone else asked for', async () => {
    lines.length = 0;
    process.kill(postmasterPid(), 'SIGINT');
    await expect.poll(() => restarts, { timeout: 10_000, interval: 100 }).toBe(2);
    expect(await query()).toBe(1);
    expect(lines[0]).toBe(
      'The embedded PostgreSQL stopped (exit code 0: LOG: received fast shutdown request); restarting it.',
    );
  });

  it('stays stopped when the portal stops it', async () => {
    const pid = postmasterPid();
    await database.stop();
    expect(isRunning(pid)).toBe(false);
    await new Promise((done) => setTimeout(done, 500));
    expect(inspectPidFile(path.join(dataDir, 'pg'))).toEqual({ kind: 'none' });
    expect(restarts).toBe(2);
  });
});
