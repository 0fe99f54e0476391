import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One run of the built server (apps/server/dist/main.js) with its embedded PostgreSQL. */
export interface PortalRun {
  url: string;
  process: ChildProcess;
  /** What it printed so far on standard output and on standard error. */
  output(): string;
  errors(): string;
  /** Resolves with the exit code once it ended. */
  exited: Promise<number | null>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A portal of the test's own: a data directory (embedded database) and a port no other run
 * uses, started and stopped as `npm start` would be. `stop()` leaves no process and no files,
 * whatever state the test left them in.
 */
export async function portalInstance() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
  // Run as root, PostgreSQL runs as another user, who must reach the directory.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const runs: PortalRun[] = [];

  /** Starts the server; resolves once it printed Ready, or with its output if it ended first. */
  const start = async (): Promise<{ run: PortalRun; ready: boolean }> => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    env.LOG_LEVEL = 'warn';
    env.ERP_PACE_SECONDS = '2';
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    const run: PortalRun = {
      url: `http://localhost:${port}`,
      process: child,
      output: () => output,
      errors: () => errors,
      exited,
    };
    runs.push(run);
    const running = () => child.exitCode === null && child.signalCode === null;
    while (!output.includes('Ready in') && running()) await sleep(100);
    return { run, ready: output.includes('Ready in') };
  };

  /** The postmaster named by the data directory's pid file, and the port it listens on. */
  const postmaster = (): { pid: number; port: number } | null => {
    try {
      const [pid, , , listening] = fs
        .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
        .split('\n');
      return { pid: Number(pid), port: Number(listening) };
    } catch {
      return null;
    }
  };

  /** A connection to the embedded database, to count what the portal stored. */
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: postmaster()!.port,
      user: 'postgres',
      password: 'portal',
      database: 'portal',
    });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').match(/\) Z /);
    } catch {
      return false;
    }
  };

  const stop = async () => {
    for (const run of runs) {
      if (run.process.exitCode !== null || run.process.signalCode !== null) continue;
      run.process.kill('SIGINT');
      const ended = await Promise.race([run.exited.then(() => true), sleep(15_000, false)]);
      if (!ended) run.process.kill('SIGKILL');
    }
    // A postmaster a killed run left behind.
    const left = postmaster();
    if (left && alive(left.pid)) {
      process.kill(left.pid, 'SIGINT');
      for (let i = 0; i < 100 && alive(left.pid); i++) await sleep(100);
      if (alive(left.pid)) process.kill(left.pid, 'SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  return { start, stop, postmaster, query, alive, dataDir, port };
}
