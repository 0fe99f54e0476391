import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLeftoverPostmaster, inspectPidFile, isRunning } from './leftover-postmaster.ts';

const QUICK = { fastMs: 2_000, immediateMs: 2_000, killMs: 2_000 };
/** Ignores the two shutdown requests a postmaster would obey; only SIGKILL ends it. */
const STUBBORN = "process.on('SIGINT', () => {}); process.on('SIGQUIT', () => {});";

describe('a postmaster left running on the data directory', () => {
  let root: string;
  let databaseDir: string;
  const children: ChildProcess[] = [];

  /** A process that looks like a postmaster to /proc: program `postgres`, working directory `cwd`. */
  const fakePostmaster = async (cwd: string, handlers = '') => {
    const script = `${handlers} setInterval(() => {}, 1000); console.log('ready');`;
    const child = spawn(process.execPath, ['-e', script], {
      argv0: 'postgres',
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(child);
    await new Promise((ready) => child.stdout!.once('data', ready));
    return child;
  };
  const writePidFile = (pid: number | string) =>
    fs.writeFileSync(path.join(databaseDir, 'postmaster.pid'), `${pid}\n${databaseDir}\n`);
  const pidFileExists = () => fs.existsSync(path.join(databaseDir, 'postmaster.pid'));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-leftover-'));
    databaseDir = path.join(root, 'pg');
    fs.mkdirSync(databaseDir);
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('finds nothing without a pid file', async () => {
    expect(inspectPidFile(databaseDir)).toEqual({ kind: 'none' });
    await clearLeftoverPostmaster(databaseDir, () => {}, QUICK);
  });

  it('removes the pid file of a process that is gone', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((done) => child.once('exit', done));
    writePidFile(child.pid!);
    expect(inspectPidFile(databaseDir)).toEqual({ kind: 'stale', pid: child.pid });
    await clearLeftoverPostmaster(databaseDir, () => {}, QUICK);
    expect(pidFileExists()).toBe(false);
  });

  it('removes a pid file that holds no pid', async () => {
    writePidFile('not a number');
    await clearLeftoverPostmaster(databaseDir, () => {}, QUICK);
    expect(pidFileExists()).toBe(false);
  });

  it('leaves an unrelated process that reused the pid running, and removes the file', async () => {
    const unrelated = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000);']);
    children.push(unrelated);
    await new Promise((ready) => unrelated.once('spawn', ready));
    writePidFile(unrelated.pid!);
    expect(inspectPidFile(databaseDir)).toEqual({ kind: 'stale', pid: unrelated.pid });
    await clearLeftoverPostmaster(databaseDir, () => {}, QUICK);
    expect(isRunning(unrelated.pid!)).toBe(true);
    expect(pidFileExists()).toBe(false);
  });

  it('leaves a postgres on another data directory running', async () => {
    const elsewhere = await fakePostmaster(root);
    writePidFile(elsewhere.pid!);
    expect(inspectPidFile(databaseDir)).toEqual({ kind: 'stale', pid: elsewhere.pid });
    await clearLeftoverPostmaster(databaseDir, () => {}, QUICK);
    expect(isRunning(elsewhere.pid!)).toBe(true);
  });

  it('stops a postmaster still running on this directory and says so', async () => {
    const leftover = await fakePostmaster(databaseDir);
    const exited = new Promise((done) => leftover.once('exit', (_code, signal) => done(signal)));
    writePidFile(leftover.pid!);
    expect(inspectPidFile(databaseDir)).toEqual({ kind: 'postmaster', pid: leftover.pid });
    const lines: string[] = [];
    await clearLeftoverPostmaster(databaseDir, (line) => lines.push(line), QUICK);
    expect(await exited).toBe('SIGINT');
    expect(pidFileExists()).toBe(false);
    expect(lines).toEqual([
      `The embedded PostgreSQL (pid ${leftover.pid}) was left running on ${databaseDir}; stopping it.`,
    ]);
  });

  it('leaves the postmaster of a portal that still runs alone and refuses the start', async () => {
    // A "portal": a Node.js process whose child looks like a postmaster on this directory.
    const script = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        argv0: 'postgres', cwd: ${JSON.stringify(databaseDir)}, stdio: 'ignore',
      });
      console.log(child.pid);
      setInterval(() => {}, 1000);`;
    const portal = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(portal);
    const postmasterPid = Number(
      await new Promise<string>((ready) => portal.stdout!.once('data', (d) => ready(String(d)))),
    );
    try {
      writePidFile(postmasterPid);
      expect(inspectPidFile(databaseDir)).toEqual({
        kind: 'in-use',
        pid: postmasterPid,
        portalPid: portal.pid,
      });
      const lines: string[] = [];
      await expect(
        clearLeftoverPostmaster(databaseDir, (line) => lines.push(line), QUICK),
      ).rejects.toThrow(
        `another portal (pid ${portal.pid}) is running on ${root}; stop it first, or give this one its own DATA_DIR`,
      );
      expect(isRunning(postmasterPid)).toBe(true);
      expect(pidFileExists()).toBe(true);
      expect(lines).toEqual([]);
    } finally {
      process.kill(postmasterPid, 'SIGKILL');
    }
  });

  it('kills a postmaster that ignores the shutdown requests', async () => {
    const stubborn = await fakePostmaster(databaseDir, STUBBORN);
    const exited = new Promise((done) => stubborn.once('exit', (_code, signal) => done(signal)));
    writePidFile(stubborn.pid!);
    await clearLeftoverPostmaster(databaseDir, () => {}, {
      fastMs: 300,
      immediateMs: 300,
      killMs: 2_000,
    });
    expect(await exited).toBe('SIGKILL');
    expect(pidFileExists()).toBe(false);
  });
});
