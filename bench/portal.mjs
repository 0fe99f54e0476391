// Starts and stops the built portal for the benchmarks.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The database of the large catalogue: a separate one on the local PostgreSQL server. */
export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench_large';

export async function waitForHealth(base, child, seconds = 900) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error('the portal stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the portal did not become healthy');
}

/**
 * The server's entry: the built bundle (npm run build), or with BENCH_SERVER=source the same
 * code from its sources through tsx (the API only: no web app is served).
 */
const serverArgs = () =>
  process.env.BENCH_SERVER === 'source'
    ? ['--import', 'tsx', 'apps/server/src/main.ts']
    : ['apps/server/dist/main.js'];

/** The built portal on `databaseUrl`, healthy; demo data is seeded into an empty database. */
export async function startPortal(
  databaseUrl,
  port = process.env.BENCH_PORT ?? '3201',
  dataDir = path.join(root, 'bench/data-large'),
) {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return { child, base };
}

export async function stopPortal({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The portal on the demo data of bench/data (port 3200), started with `npm start`'s script,
 * unless BENCH_URL points at a running one. `stop` does nothing for a portal it did not start.
 */
export async function startDemoPortal() {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: async () => {} };
  const port = process.env.BENCH_PORT ?? '3200';
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: port, DATA_DIR: path.join(root, 'bench/data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(base, child);
  return { base, stop: () => stopPortal({ child }) };
}
