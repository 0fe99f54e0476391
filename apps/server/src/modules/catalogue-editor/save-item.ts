import { EditorMessage, type EditorSave, type EditorValue } from '@portal/domain';
import type { Transaction } from '../../db/client.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import {
  ancestorsOf,
  insertChanges,
  loggedItem,
  type LogAttribution,
  type NewChange,
} from './change-log-queries.ts';
import { checkedValues, displayNameOrName, fieldOfColumn, namedFields } from './checked-values.ts';
import { changedBy, type EditorContext, type EntityAccess } from './editor-access.ts';
import type { ItemField } from './editor-fields.ts';
import type { ItemId } from './editor-tables.ts';
import { refusingTakenNames } from './database-errors.ts';
import { readItemRow, replaceList, updateItemRow } from './item-queries.ts';
import { columnsOf, readItem, readLists, titleOf, type ReadItem } from './read-item.ts';
import { logText, type StoredValue } from './value-shapes.ts';

/** The fields whose stored value differs from the item's, with the old and new value. */
export function changesOf(
  stored: Map<ItemField, StoredValue>,
  current: Map<ItemField, StoredValue>,
): { field: ItemField; old: StoredValue; value: StoredValue }[] {
  return [...stored]
    .map(([field, value]) => ({ field, old: current.get(field) ?? null, value }))
    .filter(({ field, old, value }) => logText(field, old) !== logText(field, value));
}

async function write(
  tx: Transaction,
  access: EntityAccess,
  id: ItemId,
  changes: ReturnType<typeof changesOf>,
): Promise<void> {
  const set: Record<string, StoredValue> = {};
  for (const { field, value } of changes) if (field.kind === 'column') set[field.key] = value;
  // Always touched, so that a change of lists only moves the item's version too.
  await updateItemRow(tx, access.et, id, set);
  for (const { field, value } of changes)
    if (field.kind === 'list') await replaceList(tx, field, id, value as number[]);
    else if (field.kind === 'part') await field.part.write(tx, id, value);
}

/**
 * How a save runs inside a larger change: in the caller's transaction, and logged in the
 * name of someone else (an approved change request names its proposer and its reviewer).
 */
export interface SaveOptions {
  tx?: Transaction;
  log?: LogAttribution;
}

/**
 * Saves the changed fields of one item in one transaction (decision 167): the row is locked
 * and its version compared first, so of two saves from the same version the second is refused
 * and nothing of it is written. One change-log row per field that changed.
 */
export async function saveItem(
  ctx: EditorContext,
  access: EntityAccess,
  id: ItemId,
  input: EditorSave,
  options: SaveOptions = {},
): Promise<{ item: ReadItem; changed: boolean }> {
  const named = namedFields(access, input.Values, false);
  const run = async (tx: Transaction) => {
    const changed = await saveFields(ctx, access, id, input, { ...options, tx }, named);
    return { item: (await readItem(tx, access, id))!, changed };
  };
  return options.tx ? run(options.tx) : ctx.db.transaction(run);
}

/**
 * saveItem without reading the item back: whether anything changed. For a save that answers
 * something else (an approved change request answers the request).
 */
export async function saveFields(
  ctx: EditorContext,
  access: EntityAccess,
  id: ItemId,
  input: EditorSave,
  options: SaveOptions & { tx: Transaction },
  named: Map<ItemField, EditorValue | undefined> = namedFields(access, input.Values, false),
): Promise<boolean> {
  const { tx } = options;
  const attribution = options.log ?? { userId: ctx.viewer.userId, userName: changedBy(ctx.viewer) };
  const row = await readItemRow(tx, access.et, columnsOf(access), id, true);
  if (!row) throw new NotFound(EditorMessage.notFound(access.label));
  if (row.version !== input.Version) throw new Conflict(EditorMessage.conflict);

  const nameField = fieldOfColumn(access, access.et.name);
  const newName = nameField && named.get(nameField);
  displayNameOrName(named, access, typeof newName === 'string' ? newName : row.name);
  const stored = await checkedValues(tx, access, named, id);
  const current = new Map<ItemField, StoredValue>([
    ...row.values,
    ...(await readLists(tx, access, id, new Set(stored.keys()))),
  ]);
  const changes = changesOf(stored, current);
  if (changes.length === 0) return false;

  await refusingTakenNames(() => write(tx, access, id, changes), access.taken);
  const saved = (await readItemRow(tx, access.et, [], id))!;
  const ancestors = await ancestorsOf(tx, access.entityName, id);
  const rows: NewChange[] = changes.map(({ field, old, value }) => ({
    ...attribution,
    entityName: access.entityName,
    ...loggedItem(id),
    entityTitle: titleOf(saved),
    action: 'Updated',
    field: field.def.EntityPropertyName,
    oldValue: logText(field, old),
    newValue: logText(field, value),
    ...ancestors,
  }));
  await insertChanges(tx, rows);
  return true;
}
