import {
  editorFieldErrors,
  type Editor,
  type EditorField,
  type EditorValue,
  type EditorValues,
} from '@portal/domain';
import type { EditorRows } from './definition-queries.ts';
import type { EditorInput, RolePermissionRow } from './definition-shapes.ts';

type Errors = Record<string, string[]>;

const fieldsOf = (editor: Editor): EditorField[] => editor.Sections.flatMap((s) => s.Fields);

/** The editor a sub-editor field's objects are edited with: its one Values row names it. */
export const subEditorName = (field: Pick<EditorField, 'Values'>): string | null =>
  field.Values[0]?.Value ?? null;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One value's messages under its field's definition, and those of the objects inside it under
 * their sub editor's, each message led by where it sits ('Section 2 › Field 1 › …'). The
 * same rules the web runs on each nested field.
 */
function valueErrors(
  editors: ReadonlyMap<string, Editor>,
  field: EditorField,
  value: unknown,
  place: string,
  out: string[],
): void {
  for (const message of editorFieldErrors(field, value as EditorValue | undefined))
    out.push(`${place}${message}`);
  if (field.EditorType === 'select' && typeof value === 'string' && value !== '')
    if (!field.Values.some((v) => v.Value === value))
      out.push(`${place}${field.DisplayName} must be one of its choices.`);
  const isNested = field.EditorType === 'sub-editor' || field.EditorType === 'sub-editor-multiple';
  const sub = isNested ? editors.get(subEditorName(field) ?? '') : undefined;
  if (!sub) return;
  const objects = field.EditorType === 'sub-editor' ? [value] : Array.isArray(value) ? value : [];
  objects.forEach((object, i) => {
    if (!isObject(object)) return;
    const at =
      field.EditorType === 'sub-editor'
        ? `${field.DisplayName} › `
        : `${sub.DisplayName} ${i + 1} › `;
    for (const f of fieldsOf(sub))
      valueErrors(editors, f, object[f.EntityPropertyName], `${place}${at}`, out);
  });
}

/** The definitions' rules over the sent top-level fields, by field. */
export function ruleErrors(
  editors: ReadonlyMap<string, Editor>,
  fields: ReadonlyMap<string, EditorField>,
  values: EditorValues,
): Errors {
  const errors: Errors = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields.get(name);
    const out: string[] = [];
    if (field) valueErrors(editors, field, value, '', out);
    if (out.length > 0) errors[name] = out;
  }
  return errors;
}

function permissionErrors(rows: readonly { RoleId: number }[], roles: ReadonlySet<number>) {
  const seen = new Set<number>();
  const out: string[] = [];
  for (const { RoleId } of rows) {
    if (!roles.has(RoleId)) out.push(`There is no role ${RoleId}.`);
    else if (seen.has(RoleId)) out.push(`Role ${RoleId} is listed twice.`);
    seen.add(RoleId);
  }
  return out;
}

/** What only the stored rows can tell: ids of this editor, known properties and roles, no twins. */
export function storedRowErrors(input: EditorInput, rows: EditorRows, roles: Set<number>): Errors {
  const errors: Errors = {};
  const properties = new Set(rows.properties.map((p) => p.name));
  const sectionIds = new Set(rows.sections.map((s) => s.editorSectionId));
  const sectionOfField = new Map(rows.fields.map((f) => [f.editorFieldId, f.editorSectionId]));
  const out: string[] = [];
  const names = new Set<string>();
  // An id twice would write one row from two objects.
  const seen = new Set<string>();
  const twice = (kind: string, id: number | null | undefined) => {
    const key = `${kind} ${id}`;
    const repeated = !!id && seen.has(key);
    seen.add(key);
    return repeated ? [`${key} is listed twice.`] : [];
  };
  input.Sections?.forEach((s, i) => {
    const at = `Section ${i + 1} › `;
    const name = s.EditorSectionName?.trim() ?? '';
    if (names.has(name)) out.push(`${at}Another section is named ${name}.`);
    names.add(name);
    for (const m of twice('Section', s.EditorSectionId)) out.push(`${at}${m}`);
    if (s.EditorSectionId && !sectionIds.has(s.EditorSectionId))
      out.push(`${at}Section ${s.EditorSectionId} is not a section of this editor.`);
    const permissions = (s.Permissions ?? []) as RolePermissionRow[];
    for (const m of permissionErrors(permissions, roles)) out.push(`${at}${m}`);
    const used = new Set<string>();
    s.Fields?.forEach((f, j) => {
      const fat = `${at}Field ${j + 1} › `;
      const property = f.EntityPropertyName ?? '';
      for (const m of twice('Field', f.EditorFieldId)) out.push(`${fat}${m}`);
      if (f.EditorFieldId && sectionOfField.get(f.EditorFieldId) !== s.EditorSectionId)
        out.push(`${fat}Field ${f.EditorFieldId} is not a field of this section.`);
      if (property && !properties.has(property))
        out.push(`${fat}${rows.entity.entityName} has no property ${property}.`);
      else if (property && used.has(property))
        out.push(`${fat}${property} is in this section twice.`);
      used.add(property);
      const types = (f.Validations ?? []).map((v) => v.ValidationType);
      if (new Set(types).size !== types.length) out.push(`${fat}A rule is listed twice.`);
      for (const m of permissionErrors(f.Permissions ?? [], roles)) out.push(`${fat}${m}`);
    });
  });
  if (out.length > 0) errors.Sections = out;
  const level = permissionErrors(input.LevelPermissions ?? [], roles);
  if (level.length > 0) errors.LevelPermissions = level;
  return errors;
}
