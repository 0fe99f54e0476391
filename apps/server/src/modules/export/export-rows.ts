import { PgDialect } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import type { Database } from '../../db/client.ts';
import type { ExportRow } from './export-columns.ts';
import type { ExportSelection } from './export-selection.ts';
import { exportStatement, type ExportRowRead } from './export-statement.ts';
import type { ExportSource, ExportTable } from './export-tables.ts';

/** Rows one fetch brings: a batch is written while the next one is read. */
export const EXPORT_BATCH_ROWS = 500;
/**
 * When an export counts as large, and its parts. Above `bulkRows` rows stock, division numbers
 * and material numbers are joined in bulk; a large export is read in parts of about `partRows`
 * rows, each on the other of two connections, so that the database prepares the next part
 * while the rows of this one are written. Tests lower both to read the demo catalogue so.
 */
export const exportTuning = { bulkRows: 20_000, partRows: 300_000 };
/** The memory a large export's statement may sort and hash in (per operation), not on disk. */
const BULK_WORK_MEM = '256MB';

const dialect = new PgDialect();

/** Consecutive runs of tables of about `size` rows each (one part when there is no need). */
export function exportParts(tables: readonly ExportTable[], size: number): ExportTable[][] {
  const parts: ExportTable[][] = [[]];
  let rows = 0;
  for (const table of tables) {
    if (rows >= size) {
      parts.push([]);
      rows = 0;
    }
    parts.at(-1)!.push(table);
    rows += table.rows;
  }
  return parts;
}

/** Opens transactions that all see one snapshot of the database, on up to two connections. */
async function openReaders(db: Database, count: number, bulk: boolean): Promise<PoolClient[]> {
  const clients: PoolClient[] = [];
  try {
    let snapshot: string | null = null;
    for (let i = 0; i < count; i++) {
      const client = await db.$client.connect();
      clients.push(client);
      await client.query('begin isolation level repeatable read read only');
      if (snapshot) await client.query(`set transaction snapshot '${snapshot}'`);
      else if (count > 1)
        snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id'))
          .rows[0]!.id;
      // Every row will be read: plan for the whole result, not for its first tenth.
      await client.query('set local cursor_tuple_fraction = 1');
      if (bulk) await client.query(`set local work_mem = '${BULK_WORK_MEM}'`);
    }
    return clients;
  } catch (error) {
    await closeReaders(clients, false);
    throw error;
  }
}

async function closeReaders(clients: PoolClient[], done: boolean) {
  for (const client of clients) {
    await client.query(done ? 'commit' : 'rollback').catch(() => {});
    client.release();
  }
}

/**
 * The export's rows in batches, in page order, as one consistent snapshot: through cursors,
 * the next batch asked for while the caller writes one. A large export is read in parts on
 * two connections, so that one part's joining and sorting overlaps the writing of the last.
 */
export async function* exportRows(
  db: Database,
  read: ExportRowRead,
  source: ExportSource,
  selection: ExportSelection,
): AsyncGenerator<ExportRow[]> {
  const bulk = source.totalRows > exportTuning.bulkRows;
  const parts = exportParts(source.tables, bulk ? exportTuning.partRows : Infinity);
  const clients = await openReaders(db, Math.min(parts.length, 2), bulk);
  const pending = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => {});
    return promise;
  };
  /** Declares a part's cursor and asks for its first batch at once. */
  const open = (index: number) => {
    const client = clients[index % clients.length]!;
    const name = `export_part_${index}`;
    const last = index === parts.length - 1;
    const statement = exportStatement(
      db,
      read,
      parts[index]!,
      selection,
      last && source.unlistedRows > 0,
      bulk,
    );
    const query = dialect.sqlToQuery(statement);
    const fetch = () =>
      track(client.query<ExportRow>(`fetch ${EXPORT_BATCH_ROWS} from ${name}`)).then((r) => r.rows);
    const first = track(
      client.query({
        text: `declare ${name} no scroll cursor for ${query.sql}`,
        values: query.params,
      }),
    ).then(fetch);
    return { client, name, fetch, first };
  };
  let done = false;
  try {
    let current = open(0);
    for (let index = 0; index < parts.length; index++) {
      const following = index + 1 < parts.length ? open(index + 1) : null;
      let rows = await current.first;
      while (rows.length > 0) {
        const next = current.fetch();
        // The rows are used as the driver made them: adding fields to a million of them is slow.
        yield rows;
        rows = await next;
      }
      await current.client.query(`close ${current.name}`);
      if (following) current = following;
    }
    done = true;
  } finally {
    // A caller that stops early (a cancelled job, a closed download) leaves reads under way.
    await Promise.allSettled([...pending]);
    await closeReaders(clients, done);
  }
}
