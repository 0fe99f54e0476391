import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a query runs: the pool, or the caller's transaction. */
export type Executor = Database | Transaction;

// NUMERIC arrives as a string by default; prices fit a double comfortably.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function createDatabase(connectionString: string, max = 10): Database {
  // Requests are short and many: a parallel plan would take the cores other requests need,
  // and the search counts rely on a union read in order (modules/search/search-statement.ts).
  // JIT compiling costs more than such statements take to run.
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // An idle client dropped by the server (restart, shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => {});
  // A connection lost while checked out (a transaction between statements, a shutdown) must
  // fail that work, not crash the process: the pool only listens on idle clients.
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle(pool, { schema });
}
