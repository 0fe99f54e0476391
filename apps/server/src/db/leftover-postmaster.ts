import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  POSTMASTER_PATIENCE,
  shutDownPostmaster,
  type ShutdownPatience,
} from './postmaster-shutdown.ts';

/** Who holds the data directory's postmaster.pid. */
export type PidFileHolder =
  | { kind: 'none' }
  /** The process is gone, or it is not a postmaster on this directory (its pid was reused). */
  | { kind: 'stale'; pid: number | null }
  | { kind: 'postmaster'; pid: number }
  /** A postmaster on this directory whose portal still runs: a second portal must not touch it. */
  | { kind: 'in-use'; pid: number; portalPid: number }
  /** Running, but /proc does not say what it is: left alone. */
  | { kind: 'unknown'; pid: number };

const pidFileOf = (databaseDir: string) => path.join(databaseDir, 'postmaster.pid');

/** Running and not a zombie; a process of another user (EPERM) is running too. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return statFields(pid)[0] !== 'Z';
  } catch {
    return true;
  }
}

/**
 * The fields of /proc/<pid>/stat from the state on ("pid (command) state ppid ..."): the
 * command may itself hold spaces and parentheses, so they start after its last ')'.
 */
function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * The portal that started the postmaster and still runs: its parent, while that is a Node.js
 * process other than this one. The postmaster of a killed portal has been handed to init (or to
 * a subreaper, which is not Node.js).
 */
function runningPortalOf(pid: number): number | null {
  try {
    const parent = Number(statFields(pid)[1]);
    if (!parent || parent === 1 || parent === process.pid || !isRunning(parent)) return null;
    return path.basename(fs.realpathSync(`/proc/${parent}/exe`)).startsWith('node') ? parent : null;
  } catch {
    return null;
  }
}

/**
 * Reads postmaster.pid and asks /proc what its process is: a postmaster on this directory runs
 * the `postgres` binary and has the directory as its working directory (PostgreSQL changes
 * into it), so a reused pid of an unrelated process is never taken for one.
 */
export function inspectPidFile(databaseDir: string): PidFileHolder {
  let text: string;
  try {
    text = fs.readFileSync(pidFileOf(databaseDir), 'utf8');
  } catch {
    return { kind: 'none' };
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return { kind: 'stale', pid: null };
  if (pid === process.pid || !isRunning(pid)) return { kind: 'stale', pid };
  try {
    const program = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    if (path.basename(program) !== 'postgres') return { kind: 'stale', pid };
    const workingDir = fs.realpathSync(`/proc/${pid}/cwd`);
    if (workingDir !== fs.realpathSync(databaseDir)) return { kind: 'stale', pid };
    const portalPid = runningPortalOf(pid);
    return portalPid ? { kind: 'in-use', pid, portalPid } : { kind: 'postmaster', pid };
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && !isRunning(pid)
      ? { kind: 'stale', pid }
      : { kind: 'unknown', pid };
  }
}

async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() >= until) return false;
    await sleep(50);
  }
  return true;
}

const signal = (pid: number) => (name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // Gone between two steps: the wait that follows sees it.
  }
};

/**
 * Makes the data directory free for a new postmaster: a stale postmaster.pid is removed, and
 * a postmaster still running on the directory (its portal was killed) is shut down. One whose
 * portal still runs is left alone and the start refused (decision 145). A process /proc cannot
 * tell about is left; PostgreSQL then refuses to start and says why.
 */
export async function clearLeftoverPostmaster(
  databaseDir: string,
  log: (line: string) => void,
  patience: ShutdownPatience = POSTMASTER_PATIENCE,
): Promise<void> {
  const holder = inspectPidFile(databaseDir);
  if (holder.kind === 'stale') fs.rmSync(pidFileOf(databaseDir), { force: true });
  if (holder.kind === 'in-use')
    throw new Error(
      `another portal (pid ${holder.portalPid}) is running on ${path.dirname(databaseDir)}; stop it first, or give this one its own DATA_DIR`,
    );
  if (holder.kind !== 'postmaster') return;
  log(
    `The embedded PostgreSQL (pid ${holder.pid}) was left running on ${databaseDir}; stopping it.`,
  );
  if (!(await shutDownPostmaster(signal(holder.pid), (ms) => goneWithin(holder.pid, ms), patience)))
    throw new Error(
      `the PostgreSQL left running on ${databaseDir} (pid ${holder.pid}) does not stop; stop it, then start again`,
    );
  // A postmaster that had to be killed leaves its pid file behind.
  fs.rmSync(pidFileOf(databaseDir), { force: true });
}
