import type { EditorChoice, EditorItem, EditorValues, ModelEditorItem } from '@portal/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { EntityAccess } from './editor-access.ts';
import type { ColumnField, ItemField, ListField, PartField } from './editor-fields.ts';
import { parentEntityOf, type ItemEntityName, type ItemId } from './editor-tables.ts';
import { lastChange, readChoices, readItemRow, readList, type ItemRow } from './item-queries.ts';
import { wireValue, type StoredValue } from './value-shapes.ts';

export const columnsOf = (access: EntityAccess): ColumnField[] =>
  [...access.fields.values()].filter((f): f is ColumnField => f.kind === 'column');
const relatedOf = (access: EntityAccess): (ListField | PartField)[] =>
  [...access.fields.values()].filter((f): f is ListField | PartField => f.kind !== 'column');

/** An item as read: an editor item, or a model's (whose id is its catalogue number). */
export type ReadItem = Omit<EditorItem, 'EntityName' | 'Id'> & {
  EntityName: ItemEntityName;
  Id: ItemId;
};

export const titleOf = (row: Pick<ItemRow, 'name' | 'displayName'>): string =>
  row.displayName.trim() || row.name;

/** An item of the editable entities as its calls answer it. */
export function editorItemOf(item: ReadItem): EditorItem {
  const { EntityName, Id } = item;
  if (EntityName === 'Model' || typeof Id !== 'number') throw new Error('not an editor item');
  return { ...item, EntityName, Id };
}

/** A model as the model editor's calls answer it. */
export function modelItemOf(item: ReadItem): ModelEditorItem {
  const { EntityName, Id } = item;
  if (EntityName !== 'Model' || typeof Id !== 'string') throw new Error('not a model');
  return { ...item, EntityName, Id, Parent: null };
}

/**
 * The ids each list field holds, and each part's value; only those of `only` when given (a
 * save compares just the fields it names).
 */
export async function readLists(
  db: Executor,
  access: EntityAccess,
  id: ItemId,
  only?: ReadonlySet<ItemField>,
): Promise<Map<ItemField, StoredValue>> {
  // One after another: inside a transaction the statements share one connection.
  const values = new Map<ItemField, StoredValue>();
  for (const field of relatedOf(access))
    if (!only || only.has(field))
      values.set(
        field,
        field.kind === 'list' ? await readList(db, field, id) : await field.part.read(db, id),
      );
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
  id: ItemId,
): Promise<ReadItem | null> {
  const row = await readItemRow(db, access.et, columnsOf(access), id);
  if (!row) return null;
  const lists = await readLists(db, access, id);
  const choices = await choicesOf(db, [...access.fields.values()]);
  const last = await lastChange(db, access.entityName, id);
  const Values: EditorValues = {};
  const stored: [ItemField, StoredValue][] = [...row.values, ...lists];
  for (const [field, value] of stored)
    Values[field.def.EntityPropertyName] = wireValue(field, value);
  const parent = parentEntityOf(access.entityName);
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
