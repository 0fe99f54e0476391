import { EditorMessage, type EditorCreate, type EditorValue } from '@portal/domain';
import type { Transaction } from '../../db/client.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import {
  ancestorsOf,
  insertChanges,
  loggedItem,
  type Ancestors,
  type NewChange,
} from './change-log-queries.ts';
import { checkedValues, displayNameOrName, fieldOfColumn, namedFields } from './checked-values.ts';
import {
  changedBy,
  labelOf,
  neverSaved,
  type EditorContext,
  type EntityAccess,
} from './editor-access.ts';
import type { ItemField } from './editor-fields.ts';
import { generatesIds, parentEntityOf, tableOf, type ItemId } from './editor-tables.ts';
import { refusingTakenNames } from './database-errors.ts';
import { insertItemRow, nextId, readItemRow, replaceList } from './item-queries.ts';
import { readItem, titleOf, type ReadItem } from './read-item.ts';
import { defaultValue, logText, type StoredValue } from './value-shapes.ts';

/** The given values, and the definitions' defaults for the fields not given. */
function valuesWithDefaults(access: EntityAccess, input: EditorCreate) {
  const given = namedFields(access, input.Values, true);
  const entries = new Map<ItemField, EditorValue | undefined>();
  for (const field of access.fields.values()) {
    if (neverSaved(field, true)) continue;
    entries.set(field, given.has(field) ? given.get(field) : defaultValue(field));
  }
  return entries;
}

/** The parent's row, held against deletion until the item is in, and the ids above it. */
async function placed(tx: Transaction, access: EntityAccess, parentId: number | null) {
  const parent = parentEntityOf(access.entityName);
  if (!parent) return { parentId: null, ancestors: null };
  if (!parentId) {
    const message = EditorMessage.parentRequired(access.label);
    throw new ValidationFailed(message, { ParentId: [message] });
  }
  const row = await readItemRow(tx, tableOf(parent), [], parentId, true);
  if (!row) throw new NotFound(EditorMessage.notFound(labelOf(parent)));
  return { parentId, ancestors: await ancestorsOf(tx, parent, parentId) };
}

/** The row's own columns: the values, the parent and, for a product, the ids above its series. */
function rowValues(
  access: EntityAccess,
  stored: Map<ItemField, StoredValue>,
  parentId: number | null,
  ancestors: Ancestors | null,
): Record<string, StoredValue> {
  const values: Record<string, StoredValue> = {};
  for (const [field, value] of stored) if (field.kind === 'column') values[field.key] = value;
  const { et } = access;
  if (et.parentKey && parentId) values[et.parentKey] = parentId;
  if (access.entityName === 'Product' && ancestors) {
    values.categoryId = ancestors.categoryId;
    values.productClassId = ancestors.productClassId;
  }
  return values;
}

/** A column without a value and without a default: which field to mark, in the editor's words. */
function missingColumn(access: EntityAccess, column: string): ValidationFailed {
  const field = [...access.fields.values()].find(
    (f) => f.kind === 'column' && f.column.name === column,
  );
  const key = field?.def.EntityPropertyName ?? column;
  const message = `${field?.def.DisplayName ?? column} is required`;
  return new ValidationFailed(EditorMessage.invalid, { [key]: [message] });
}

/**
 * The log rows of a new item: one 'Created' row with its title and one per field it holds,
 * read back as the editor shows them (a copy's too).
 */
export async function createdRows(
  ctx: EditorContext,
  tx: Transaction,
  access: EntityAccess,
  id: ItemId,
  stored: ReadonlyMap<ItemField, StoredValue>,
): Promise<NewChange[]> {
  const title = titleOf((await readItemRow(tx, access.et, [], id))!);
  const common = {
    userId: ctx.viewer.userId,
    userName: changedBy(ctx.viewer),
    entityName: access.entityName,
    ...loggedItem(id),
    entityTitle: title,
    ...(await ancestorsOf(tx, access.entityName, id)),
  };
  const rows: NewChange[] = [{ ...common, action: 'Created', newValue: title }];
  for (const [field, value] of stored) {
    const text = logText(field, value);
    if (text !== null && text !== '')
      rows.push({
        ...common,
        action: 'Created',
        field: field.def.EntityPropertyName,
        newValue: text,
      });
  }
  return rows;
}

/**
 * Creates an item under its parent (below Category) in one transaction: the given values and
 * the definitions' defaults, checked as a save's; a 'Created' row and one row per field set.
 * `chosenId` is the id of an entity whose ids are given (a model's catalogue number); a
 * taken one answers 409 with the entity's `taken` message, also when two creations race.
 */
export async function createItem(
  ctx: EditorContext,
  access: EntityAccess,
  input: EditorCreate,
  chosenId?: ItemId,
): Promise<ReadItem> {
  if (!access.permission.CanCreate) throw new Forbidden(EditorMessage.cannotCreate(access.label));
  const entries = valuesWithDefaults(access, input);
  const nameField = fieldOfColumn(access, access.et.name);
  const name = nameField && entries.get(nameField);
  displayNameOrName(entries, access, typeof name === 'string' ? name : undefined);
  return ctx.db.transaction(async (tx) => {
    const { parentId, ancestors } = await placed(tx, access, input.ParentId ?? null);
    const stored = await checkedValues(tx, access, entries, null);
    const values = rowValues(access, stored, parentId, ancestors);
    const { et } = access;
    if (chosenId !== undefined) values[et.idKey] = chosenId;
    else if (!generatesIds(access.entityName)) values[et.idKey] = await nextId(tx, et);
    const id = await refusingTakenNames(
      () => insertItemRow(tx, et, values),
      access.taken,
      (e) => (e.code === '23502' && e.column ? missingColumn(access, e.column) : null),
    );
    for (const [field, value] of stored)
      if (field.kind === 'list') await replaceList(tx, field, id, value as number[]);
      else if (field.kind === 'part') await field.part.write(tx, id, value);

    await insertChanges(tx, await createdRows(ctx, tx, access, id, stored));
    return (await readItem(tx, access, id))!;
  });
}
