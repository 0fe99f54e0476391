import {
  ChangeRequestMessage,
  EditorMessage,
  type EditorValue,
  type EditorValues,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import {
  checkedValues,
  displayNameOrName,
  fieldOfColumn,
  namedFields,
} from '../catalogue-editor/checked-values.ts';
import type { EntityAccess } from '../catalogue-editor/editor-access.ts';
import type { ItemField } from '../catalogue-editor/editor-fields.ts';
import { readItemRow } from '../catalogue-editor/item-queries.ts';
import { columnsOf, readLists } from '../catalogue-editor/read-item.ts';
import { changesOf } from '../catalogue-editor/save-item.ts';
import { wireValue, type StoredValue } from '../catalogue-editor/value-shapes.ts';

export interface ProposedFields {
  /** The proposed values by EntityPropertyName, as the model editor reads them. */
  changes: Record<string, EditorValue>;
  /** The model's values they replace, as they were when proposed. */
  original: Record<string, EditorValue>;
  baseVersion: string;
}

/**
 * A proposal checked as the model editor checks a save (decision 179): the fields the viewer
 * may update, at the model's version they read (409 when it moved), with the editor's own
 * checks and 400 messages; the fields equal to the model's values are dropped, and none left
 * is a 400. Nothing of the model is written.
 */
export async function proposedFields(
  db: Executor,
  access: EntityAccess,
  pcn: string,
  input: { Version: string; Values: EditorValues },
  movedMessage: string,
): Promise<ProposedFields> {
  const named: Map<ItemField, EditorValue | undefined> = namedFields(access, input.Values, false);
  const row = await readItemRow(db, access.et, columnsOf(access), pcn);
  if (!row) throw new NotFound(EditorMessage.notFound(access.label));
  if (row.version !== input.Version) throw new Conflict(movedMessage);

  const nameField = fieldOfColumn(access, access.et.name);
  const newName = nameField && named.get(nameField);
  displayNameOrName(named, access, typeof newName === 'string' ? newName : row.name);
  const stored = await checkedValues(db, access, named, pcn);
  const current = new Map<ItemField, StoredValue>([
    ...row.values,
    ...(await readLists(db, access, pcn, new Set(stored.keys()))),
  ]);
  const changed = changesOf(stored, current);
  if (changed.length === 0) throw new ValidationFailed(ChangeRequestMessage.nothingChanged);

  const changes: Record<string, EditorValue> = {};
  const original: Record<string, EditorValue> = {};
  for (const { field, old, value } of changed) {
    changes[field.def.EntityPropertyName] = wireValue(field, value);
    original[field.def.EntityPropertyName] = wireValue(field, old);
  }
  return { changes, original, baseVersion: row.version };
}
