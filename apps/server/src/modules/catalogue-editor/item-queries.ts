import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { declaredColumn } from '../entity/schema-columns.ts';
import type { ColumnField, ListField } from './editor-fields.ts';
import type { EditorTable, ItemId } from './editor-tables.ts';
import type { StoredValue } from './value-shapes.ts';
import { newestFirst } from './change-log-queries.ts';

export interface ItemRow {
  id: ItemId;
  name: string;
  displayName: string;
  parentId: number | null;
  /** xmin: changes with every update of the row, so it is the item's version. */
  version: string;
  values: Map<ColumnField, StoredValue>;
}

/** The item's row with the given columns; with `lock`, held until the transaction ends. */
export async function readItemRow(
  db: Executor,
  et: EditorTable,
  columns: readonly ColumnField[],
  id: ItemId,
  lock = false,
): Promise<ItemRow | null> {
  const selection: Record<string, PgColumn | SQL> = {
    id: et.id,
    name: et.name,
    displayName: et.displayName,
    version: sql<string>`${et.table}.xmin::text`,
  };
  if (et.parent) selection.parentId = et.parent;
  columns.forEach((c, i) => (selection[`f${i}`] = c.column));
  const query = db.select(selection).from(et.table).where(eq(et.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  return {
    id: row.id as ItemId,
    name: row.name as string,
    displayName: row.displayName as string,
    parentId: (row.parentId as number | undefined) ?? null,
    version: row.version as string,
    values: new Map(columns.map((c, i) => [c, row[`f${i}`] as StoredValue])),
  };
}

/** The ids a list field holds for the item, in the list's order. */
export async function readList(db: Executor, list: ListField, id: ItemId): Promise<number[]> {
  const rows = await db
    .select({ id: list.value.column })
    .from(list.table)
    .where(eq(list.owner.column, id))
    .orderBy(...(list.order ? [asc(list.order.column)] : []), asc(list.value.column));
  return rows.map((r) => r.id as number);
}

/** Which of the ids exist in the table a field points at. */
export async function existingIds(
  db: Executor,
  target: { table: PgTable; column: PgColumn },
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: target.column })
    .from(target.table)
    .where(inArray(target.column, [...ids]));
  return new Set(rows.map((r) => r.id as number));
}

/**
 * The choices of a field pointing at a table with display names (catalogues, divisions,
 * sites). Others (the image library, thousands of rows) are picked elsewhere: none.
 */
export async function readChoices(
  db: Executor,
  target: { table: PgTable; column: PgColumn },
): Promise<{ Id: number; DisplayName: string }[] | null> {
  const display = declaredColumn(target.table, 'display_name');
  if (!display) return null;
  const rows = await db
    .select({ Id: target.column, DisplayName: display.column })
    .from(target.table)
    .orderBy(asc(display.column), asc(target.column));
  return rows.map((r) => ({ Id: r.Id as number, DisplayName: String(r.DisplayName) }));
}

/** Who changed the item last, and when; a model's changes are found by its number. */
export async function lastChange(db: Executor, entityName: string, id: ItemId) {
  const c = t.catalogueChange;
  const [row] = await db
    .select({ userName: c.userName, changedAt: c.changedAt })
    .from(c)
    .where(
      and(
        eq(c.entityName, entityName),
        typeof id === 'number' ? eq(c.entityId, id) : eq(c.catalogNumber, id),
      ),
    )
    .orderBy(newestFirst)
    .limit(1);
  return row ?? null;
}

/** Writes the changed columns; with none, still touches the row so its version moves. */
export async function updateItemRow(
  tx: Transaction,
  et: EditorTable,
  id: ItemId,
  set: Record<string, StoredValue>,
): Promise<void> {
  const values = Object.keys(set).length > 0 ? set : { [et.idKey]: id };
  await tx.update(et.table).set(values).where(eq(et.id, id));
}

/** Replaces the list's rows for the item, keeping the order given. */
export async function replaceList(
  tx: Transaction,
  list: ListField,
  id: ItemId,
  ids: readonly number[],
): Promise<void> {
  await tx.delete(list.table).where(eq(list.owner.column, id));
  if (ids.length === 0) return;
  await tx.insert(list.table).values(
    ids.map((value, i) => ({
      [list.owner.key]: id,
      [list.value.key]: value,
      ...(list.order ? { [list.order.key]: i } : {}),
    })),
  );
}

/** Whether the item has children in the tree. */
export async function hasChildren(db: Executor, child: EditorTable, id: ItemId): Promise<boolean> {
  if (!child.parent) return false;
  const [row] = await db
    .select({ id: child.id })
    .from(child.table)
    .where(eq(child.parent, id))
    .limit(1);
  return row !== undefined;
}

/** The next id of a table whose ids are chosen, not generated (sites, catalogues, divisions). */
export async function nextId(tx: Transaction, et: EditorTable): Promise<number> {
  // Two creations at once would pick the same id; the lock lets them take turns.
  await tx.execute(sql`lock table ${et.table} in share row exclusive mode`);
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${et.id}), 0)::int` })
    .from(et.table);
  return (row?.max ?? 0) + 1;
}

/** Inserts the item's row and answers its id. */
export async function insertItemRow(
  tx: Transaction,
  et: EditorTable,
  values: Record<string, StoredValue>,
): Promise<ItemId> {
  const [row] = await tx.insert(et.table).values(values).returning({ id: et.id });
  return row!.id as ItemId;
}

export async function deleteItemRow(tx: Transaction, et: EditorTable, id: ItemId): Promise<void> {
  await tx.delete(et.table).where(eq(et.id, id));
}
