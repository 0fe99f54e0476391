import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/**
 * The tables and columns the server's Drizzle schema declares: the only names a definition's
 * storage may turn into SQL (decision 157). A name the schema does not know maps to nothing.
 */
const tablesByName = new Map<string, PgTable>();
for (const value of Object.values(schema) as unknown[])
  if (is(value, PgTable)) tablesByName.set(getTableName(value), value);

export const schemaTable = (name: string): PgTable | null => tablesByName.get(name) ?? null;

/** A declared column of the table by its SQL name, with the key Drizzle's builders use. */
export interface DeclaredColumn {
  key: string;
  column: PgColumn;
}

export function declaredColumn(table: PgTable, name: string): DeclaredColumn | null {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c.name === name);
  return found ? { key: found[0], column: found[1] } : null;
}

/** The table and column a single-column foreign key of `column` points at, if it has one. */
export function referencedColumn(
  table: PgTable,
  column: PgColumn,
): { table: PgTable; column: PgColumn } | null {
  for (const fk of getTableConfig(table).foreignKeys) {
    const ref = fk.reference();
    if (ref.columns.length === 1 && ref.columns[0] === column && ref.foreignColumns[0])
      return { table: ref.foreignTable, column: ref.foreignColumns[0] };
  }
  return null;
}
