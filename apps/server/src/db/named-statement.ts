import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from './client.ts';

/** A connection of the pool or the pool itself: what runs a named statement. */
export type PgQueryable = Pick<pg.PoolClient, 'query'>;

/** A statement of the hot paths: prepared once per connection under its name, then reused. */
export interface NamedStatement {
  name: string;
  text: string;
}

/** The same text with its $n placeholders as Drizzle parameters (arrays stay one value). */
function asDrizzle(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
}

/**
 * Runs a statement by name on a pg client or the pool (no parsing or planning after the first
 * runs on a connection); a Drizzle transaction of a caller runs the same text unnamed.
 */
export async function runStatement<R extends object>(
  db: Executor | PgQueryable,
  statement: NamedStatement,
  values: readonly unknown[],
): Promise<R[]> {
  const client: PgQueryable | null =
    '$client' in db ? db.$client : 'execute' in db ? null : (db as PgQueryable);
  if (client) {
    const result = await client.query({ ...statement, values: [...values] });
    return result.rows as R[];
  }
  const result = await (db as Executor).execute(asDrizzle(statement.text, values));
  return result.rows as R[];
}
