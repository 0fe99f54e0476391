import {
  treeParentOf,
  type EditorChoice,
  type EditorItem,
  type EditorValues,
} from '@portal/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { EntityAccess } from './editor-access.ts';
import type { ColumnField, ItemField, ListField } from './editor-fields.ts';
import { lastChange, readChoices, readItemRow, readList, type ItemRow } from './item-queries.ts';
import { wireValue, type StoredValue } from './value-shapes.ts';

export const columnsOf = (access: EntityAccess): ColumnField[] =>
  [...access.fields.values()].filter((f): f is ColumnField => f.kind === 'column');
export const listsOf = (access: EntityAccess): ListField[] =>
  [...access.fields.values()].filter((f): f is ListField => f.kind === 'list');

export const titleOf = (row: Pick<ItemRow, 'name' | 'displayName'>): string =>
  row.displayName.trim() || row.name;

/** The ids each list field holds. */
export async function readLists(
  db: Executor,
  access: EntityAccess,
  id: number,
): Promise<Map<ListField, number[]>> {
  // One after another: inside a transaction the statements share one connection.
  const values = new Map<ListField, number[]>();
  for (const list of listsOf(access)) values.set(list, await readList(db, list, id));
  return values;
}

/** The choices of every field pointing at a table of named items, each table read once. */
async function choicesOf(db: Executor, fields: readonly ItemField[]) {
  const byTable = new Map<PgTable, EditorChoice[] | null>();
  const choices: Record<string, EditorChoice[]> = {};
  for (const f of fields) {
    const target = f.references;
    if (!target) continue;
    if (!byTable.has(target.table)) byTable.set(target.table, await readChoices(db, target));
    const found = byTable.get(target.table);
    if (found) choices[f.def.EntityPropertyName] = found;
  }
  return choices;
}

/**
 * The item as the viewer may read it: each readable field's value by EntityPropertyName, the
 * choices of its list fields, its version, tree parent and last change. Null when it is gone.
 */
export async function readItem(
  db: Executor,
  access: EntityAccess,
  id: number,
): Promise<EditorItem | null> {
  const row = await readItemRow(db, access.et, columnsOf(access), id);
  if (!row) return null;
  const lists = await readLists(db, access, id);
  const choices = await choicesOf(db, [...access.fields.values()]);
  const last = await lastChange(db, access.entityName, id);
  const Values: EditorValues = {};
  const stored: [ItemField, StoredValue][] = [...row.values, ...lists];
  for (const [field, value] of stored)
    Values[field.def.EntityPropertyName] = wireValue(field, value);
  const parent = treeParentOf[access.entityName];
  return {
    EntityName: access.entityName,
    Id: row.id,
    Version: row.version,
    Title: titleOf(row),
    Parent: parent && row.parentId !== null ? { EntityName: parent, Id: row.parentId } : null,
    Values,
    Choices: choices,
    LastChangedBy: last?.userName ?? null,
    LastChangedAt: last?.changedAt.toISOString() ?? null,
  };
}
