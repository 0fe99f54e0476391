import {
  editorFieldErrors,
  type Editor,
  type EditorField,
  type EditorObject,
  type EditorValue,
} from '@portal/domain';
import { defaultValueOf } from './field-state.ts';

/**
 * Values of the sub-editors and permission grids (decision 174): a sub-editor holds one object
 * keyed by its sub editor's EntityPropertyNames, a sub-editor-multiple an ordered list of them,
 * a grid one row per role that differs from the default.
 */

export const isEditorObject = (value: unknown): value is EditorObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const objectOf = (value: EditorValue | undefined): EditorObject =>
  isEditorObject(value) ? value : {};

export const objectsOf = (value: EditorValue | undefined): EditorObject[] =>
  Array.isArray(value) ? (value as unknown[]).filter(isEditorObject) : [];

/** An object or list as a field's value; the wire schema bounds how deep they nest. */
export const asValue = (value: EditorObject | EditorObject[]): EditorValue =>
  value as unknown as EditorValue;

/** The editor a sub-editor field's objects are drawn with: its one Values row names it. */
export const subEditorName = (field: Pick<EditorField, 'Values'>): string | null =>
  field.Values[0]?.Value ?? null;

export const fieldsOf = (editor: Editor): EditorField[] => editor.Sections.flatMap((s) => s.Fields);

/** A new object: each field of the sub editor at its default; ids null until saved. */
export function newObject(editor: Editor): EditorObject {
  const object: EditorObject = {};
  for (const field of fieldsOf(editor))
    object[field.EntityPropertyName] = field.EditorType === 'id' ? null : defaultValueOf(field);
  return object;
}

/** The list with the entry at `index` moved by one place; out of range: unchanged. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const next = [...list];
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A nested field's messages under its own definition (the server checks the same). */
export const nestedErrors = (field: EditorField, value: EditorValue | undefined): string[] =>
  field.CanUpdate ? editorFieldErrors(field, value) : [];

/**
 * Whether an object inside a sub-editor's value breaks a rule of its sub editor, at any depth,
 * as far as the sub editors are read yet: a change that does holds the save back.
 */
export function nestedInvalid(
  field: EditorField,
  value: EditorValue | undefined,
  editorNamed: (name: string) => Editor | null | undefined,
): boolean {
  const single = field.EditorType === 'sub-editor';
  if (!single && field.EditorType !== 'sub-editor-multiple') return false;
  const sub = editorNamed(subEditorName(field) ?? '');
  if (!sub) return false;
  const objects = single ? (isEditorObject(value) ? [value] : []) : objectsOf(value);
  return objects.some((object) =>
    fieldsOf(sub).some((f) => {
      const inner = object[f.EntityPropertyName];
      return nestedErrors(f, inner).length > 0 || nestedInvalid(f, inner, editorNamed);
    }),
  );
}

export type PermissionFlag = 'CanRead' | 'CanUpdate' | 'CanCreate' | 'CanDelete' | 'CanExecute';

/** The columns of each grid: the level's five flags, or a section's or field's two. */
export const gridFlags = (type: 'permissions' | 'role-permission'): PermissionFlag[] =>
  type === 'permissions'
    ? ['CanRead', 'CanUpdate', 'CanCreate', 'CanDelete', 'CanExecute']
    : ['CanRead', 'CanUpdate'];

/**
 * A role's row as the grid shows it. A level's missing row grants nothing; a section's or
 * field's missing row narrows nothing, so it shows every tick.
 */
export function gridRow(
  rows: readonly EditorObject[],
  roleId: number,
  flags: readonly PermissionFlag[],
  unset: boolean,
): Record<PermissionFlag, boolean> {
  const row = rows.find((r) => r.RoleId === roleId);
  return Object.fromEntries(flags.map((f) => [f, row ? row[f] === true : unset])) as Record<
    PermissionFlag,
    boolean
  >;
}

/**
 * The grid's value after one tick: rows by role, and a row equal to the default left out (as
 * the server stores and answers it), so ticking back shows the field unchanged. Updating
 * needs reading: ticking update ticks read, unticking read unticks update.
 */
export function withFlag(
  rows: readonly EditorObject[],
  roleId: number,
  flags: readonly PermissionFlag[],
  unset: boolean,
  flag: PermissionFlag,
  on: boolean,
): EditorObject[] {
  const row = { ...gridRow(rows, roleId, flags, unset), [flag]: on };
  if (flag === 'CanUpdate' && on) row.CanRead = true;
  if (flag === 'CanRead' && !on) row.CanUpdate = false;
  const others = rows.filter((r) => r.RoleId !== roleId);
  const isDefault = flags.every((f) => row[f] === unset);
  const next = isDefault ? others : [...others, { RoleId: roleId, ...row }];
  return next.sort((a, b) => Number(a.RoleId) - Number(b.RoleId));
}
