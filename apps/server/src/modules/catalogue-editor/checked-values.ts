import {
  EditorMessage,
  editorFieldErrors,
  type EditorValue,
  type EditorValues,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { Forbidden, ValidationFailed } from '../../lib/errors.ts';
import { neverSaved, type EntityAccess } from './editor-access.ts';
import type { ItemField } from './editor-fields.ts';
import type { ItemId } from './editor-tables.ts';
import { existingIds } from './item-queries.ts';
import { storedValue, type StoredValue } from './value-shapes.ts';

/**
 * The fields a save or create names, in the order given: a name the viewer cannot read is
 * no field (400), one they may not update is refused (403), before anything is read or written.
 */
export function namedFields(
  access: EntityAccess,
  values: EditorValues,
  creating: boolean,
): Map<ItemField, EditorValue> {
  const named = new Map<ItemField, EditorValue>();
  for (const [name, value] of Object.entries(values)) {
    const field = access.fields.get(name);
    if (!field) {
      const message = EditorMessage.unknownField(access.label, name);
      throw new ValidationFailed(message, { [name]: [message] });
    }
    if (!field.def.CanUpdate || neverSaved(field, creating))
      throw new Forbidden(EditorMessage.cannotUpdate(field.def.DisplayName));
    named.set(field, value);
  }
  return named;
}

/** Ids a field names that are not in the table it points at. */
async function unknownIds(db: Executor, field: ItemField, value: StoredValue): Promise<number[]> {
  if (!field.references || value === null) return [];
  const ids = (Array.isArray(value) ? value : [value]).filter(
    (v): v is number => typeof v === 'number',
  );
  const found = await existingIds(db, field.references, ids);
  return ids.filter((id) => !found.has(id));
}

/**
 * The values to store, each checked against its column's shape, the definition's rules
 * (editorFieldErrors, as the editor checks them) and the ids it names, or by its part. Any
 * failure answers 400 with the messages by EntityPropertyName (the entity's refusal as the
 * Message), and nothing is written.
 */
export async function checkedValues(
  db: Executor,
  access: EntityAccess,
  entries: ReadonlyMap<ItemField, EditorValue | undefined>,
  id: ItemId | null,
): Promise<Map<ItemField, StoredValue>> {
  const errors: Record<string, string[]> = {};
  const refused: ItemField[] = [];
  const stored = new Map<ItemField, StoredValue>();
  for (const [field, value] of entries) {
    const name = field.def.EntityPropertyName;
    const messages = editorFieldErrors(field.def, value);
    if (value === undefined) {
      // Nothing given: the definition's rules alone (a required field).
    } else if (field.kind === 'part') {
      const checked = messages.length === 0 ? await field.part.check(db, value, id) : null;
      if (checked?.ok) stored.set(field, checked.value);
      else if (checked) messages.push(...checked.messages);
    } else {
      const shaped = storedValue(field, value);
      if (!shaped.ok) messages.unshift(shaped.message);
      else if (messages.length === 0) {
        const missing = await unknownIds(db, field, shaped.value);
        if (missing.length > 0)
          messages.push(`${field.def.DisplayName}: no item with id ${missing.join(', ')}.`);
        else stored.set(field, shaped.value);
      }
    }
    if (messages.length > 0) {
      errors[name] = messages;
      refused.push(field);
    }
  }
  if (refused.length > 0) throw new ValidationFailed(access.refusal(refused), errors);
  return stored;
}

/** The column field of the item's table that stores `column`, if the viewer reads it. */
export const fieldOfColumn = (access: EntityAccess, column: unknown): ItemField | undefined =>
  [...access.fields.values()].find((f) => f.kind === 'column' && f.column === column);

const blank = (value: EditorValue | undefined) =>
  value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A blank display name, or one equal to the name, is stored as the name (admin §4: it reverts
 * to null; the column holds no null, and the parts site shows the name).
 */
export function displayNameOrName(
  entries: Map<ItemField, EditorValue | undefined>,
  access: EntityAccess,
  name: string | undefined,
): void {
  const displayName = fieldOfColumn(access, access.et.displayName);
  if (!displayName || name === undefined || !entries.has(displayName)) return;
  if (blank(entries.get(displayName))) entries.set(displayName, name);
}
