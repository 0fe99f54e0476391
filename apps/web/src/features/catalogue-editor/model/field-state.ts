import {
  checkboxDefault,
  editorFieldErrors,
  type EditorField,
  type EditorValue,
  type EditorValues,
} from '@portal/domain';
import { partErrors } from './part-values.ts';

/** The field whose blank or unchanged value reverts rather than counting as a change (admin §4). */
export const DISPLAY_NAME = 'DisplayName';

export const isBlankValue = (value: EditorValue | undefined): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isIdList = (value: EditorValue[]): boolean => value.every((v) => typeof v === 'number');

/**
 * Two values of one field are the same: blanks alike, id lists as sets, objects and lists of
 * them (sub-editors, permission grids) by content, in order.
 */
export function sameValue(a: EditorValue | undefined, b: EditorValue | undefined): boolean {
  if (isBlankValue(a) && isBlankValue(b)) return true;
  if (Array.isArray(a) && Array.isArray(b) && isIdList(a) && isIdList(b))
    return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
  if (typeof a === 'object' && typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** A field's default value as the editor holds it (checkbox: a boolean; number: a number). */
export function defaultValueOf(
  field: Pick<EditorField, 'EditorType' | 'DefaultValue'>,
): EditorValue {
  const { DefaultValue: value, EditorType: type } = field;
  if (type === 'checkbox')
    return typeof value === 'boolean' ? value : checkboxDefault(value ?? null);
  if (type === 'editor-list' || type === 'divisions') return [];
  // No objects, and no permission rows: a level grants nothing, a section narrows nothing.
  if (type === 'sub-editor-multiple' || type === 'permissions' || type === 'role-permission')
    return [];
  if (type === 'sub-editor') return null;
  if (value === null || typeof value === 'boolean') return null;
  if (type === 'number' || type === 'order') {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : null;
  }
  return value;
}

/** A draft value once the display-name rule has applied: a blank one keeps the original. */
export function effectiveValue(
  name: string,
  original: EditorValue | undefined,
  draft: EditorValue | undefined,
): EditorValue | undefined {
  if (draft === undefined) return original;
  if (name === DISPLAY_NAME && isBlankValue(draft)) return original;
  return draft;
}

export interface FieldState {
  /** What the control shows: the draft while there is one, else the saved value. */
  value: EditorValue | undefined;
  changed: boolean;
  /** Messages under the field while it is invalid. */
  errors: string[];
}

/** One field's state against the item's saved values. */
export function fieldState(
  field: EditorField,
  original: EditorValues,
  draft: EditorValues,
  serverErrors: Record<string, string[]> = {},
): FieldState {
  const name = field.EntityPropertyName;
  const saved = original[name];
  const value = name in draft ? draft[name] : saved;
  const effective = effectiveValue(name, saved, draft[name]);
  const changed = !sameValue(saved, effective);
  // A blank display name reverts to the saved one, so it is never refused for being blank.
  const checked = name === DISPLAY_NAME && isBlankValue(value) ? effective : value;
  const errors = field.CanUpdate
    ? [...editorFieldErrors(field, checked), ...partErrors(field, value)]
    : [];
  // The server's refusal of the last save stays until the field is edited (the caller drops it).
  return { value, changed, errors: [...new Set([...errors, ...(serverErrors[name] ?? [])])] };
}

/** The body of a save: the changed fields only, each after the display-name rule. */
export function changedValues(original: EditorValues, draft: EditorValues): EditorValues {
  const changed: EditorValues = {};
  for (const [name, value] of Object.entries(draft)) {
    const effective = effectiveValue(name, original[name], value);
    if (effective !== undefined && !sameValue(original[name], effective)) changed[name] = effective;
  }
  return changed;
}

/** Whether any field differs from the saved item. */
export const hasChanges = (original: EditorValues, draft: EditorValues): boolean =>
  Object.keys(changedValues(original, draft)).length > 0;
