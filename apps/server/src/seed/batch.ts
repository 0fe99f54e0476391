import { type Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client.ts';

/** Rows for one table, inserted in large chunks. */
export interface Batch {
  table: PgTable;
  rows: readonly object[];
  insert: (tx: Transaction) => Promise<void>;
}

const CHUNK = 5000;

const arrayLiteral = (items: readonly unknown[]): string =>
  `{${items.map((item) => `"${String(item).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/**
 * One `insert ... select from unnest(array, array, ...)` per chunk: one parameter per column
 * instead of one per value, which loads large tables several times faster than a multi-row
 * insert. Array columns travel as array literals and are cast back.
 */
function unnestInsert(table: PgTable, rows: readonly object[]): SQL {
  const value = (row: object, key: string): unknown => (row as Record<string, unknown>)[key];
  const used = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => value(row, key) !== undefined),
  );
  // A row that leaves a column out gets the column's constant default, as an insert would.
  const fallback = (c: Column): unknown => {
    if (c.default !== undefined && !is(c.default, SQL)) return c.default;
    if (c.hasDefault) throw new Error(`Seed rows must all set ${c.name} or all leave it out`);
    return null;
  };
  const names = used.map(([, c]) => sql.identifier(c.name));
  const selected = used.map(([, c], i) =>
    c.getSQLType().endsWith('[]') ? sql.raw(`c${i}::${c.getSQLType()}`) : sql.raw(`c${i}`),
  );
  const arrays = used.map(([key, c]) => {
    const isArray = c.getSQLType().endsWith('[]');
    const values = rows.map((row) => {
      const v = value(row, key) ?? (value(row, key) === undefined ? fallback(c) : null);
      if (v === undefined || v === null) return null;
      return isArray && Array.isArray(v) ? arrayLiteral(v) : c.mapToDriverValue(v);
    });
    return sql`${sql.param(values)}::${sql.raw(isArray ? 'text' : c.getSQLType())}[]`;
  });
  const aliases = sql.raw(used.map((_, i) => `c${i}`).join(', '));
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as t(${aliases})`;
}

export function batch<T extends PgTable>(table: T, rows: Array<T['$inferInsert']>): Batch {
  return {
    table,
    rows,
    insert: async (tx) => {
      for (let start = 0; start < rows.length; start += CHUNK) {
        await tx.execute(unnestInsert(table, rows.slice(start, start + CHUNK)));
      }
    },
  };
}

/** After inserting explicit ids, move the identity sequence past them. */
export async function resetIdentity(tx: Transaction, table: string, column: string): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
  );
}
