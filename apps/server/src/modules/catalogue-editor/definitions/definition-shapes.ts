import { MAX_ITEM_ID } from '@portal/domain';
import { z } from 'zod';

/**
 * The shapes an Editor item's values must have to be stored (decision 174). Every key is
 * optional: what a rule requires is the definitions' to say (checked after the shape), and
 * keys the tables do not hold are refused rather than dropped.
 */

const id = z.number().int().positive().max(MAX_ITEM_ID);
const text = (max: number) => z.string().max(max, `Use at most ${max} characters`);
const roleId = z.number().int().min(1).max(32_767);

export const rolePermissionRow = z.strictObject({
  RoleId: roleId,
  CanRead: z.boolean(),
  CanUpdate: z.boolean(),
});
export type RolePermissionRow = z.infer<typeof rolePermissionRow>;

export const levelPermissionRow = rolePermissionRow.extend({
  CanCreate: z.boolean(),
  CanDelete: z.boolean(),
  CanExecute: z.boolean(),
});
export type LevelPermissionRow = z.infer<typeof levelPermissionRow>;

const rolePermissions = z.array(rolePermissionRow).max(50).nullish();

export const validationInput = z.strictObject({
  ValidationType: text(40).nullish(),
  ValidationValue: text(1000).nullish(),
  ValidationMessage: text(1000).nullish(),
});
export type ValidationInput = z.infer<typeof validationInput>;

export const fieldInput = z.strictObject({
  EditorFieldId: id.nullish(),
  EntityPropertyName: text(100).nullish(),
  EditorType: text(40).nullish(),
  DisplayName: text(200).nullish(),
  IsRequired: z.boolean().nullish(),
  EditorSize: z.number().int().nullish(),
  DefaultValue: text(10_000).nullish(),
  Validations: z.array(validationInput).max(20).nullish(),
  Permissions: rolePermissions,
});
export type FieldInput = z.infer<typeof fieldInput>;

export const sectionInput = z.strictObject({
  EditorSectionId: id.nullish(),
  EditorSectionName: text(100).nullish(),
  SectionType: text(20).nullish(),
  InFinder: z.boolean().nullish(),
  Fields: z.array(fieldInput).max(200).nullish(),
  Permissions: rolePermissions,
});
export type SectionInput = z.infer<typeof sectionInput>;

export const entityInput = z.strictObject({
  EntityName: text(100).nullish(),
  DisplayName: text(200).nullish(),
  DisplayDescription: text(1000).nullish(),
});

/** The top-level values a save may change; EditorId and EditorName are never written. */
export const editorInput = z.strictObject({
  DisplayName: text(200).nullish(),
  Icon: text(100).nullish(),
  HideBlankFields: z.boolean().nullish(),
  Entity: entityInput.nullish(),
  Sections: z.array(sectionInput).max(100).nullish(),
  LevelPermissions: z.array(levelPermissionRow).max(50).nullish(),
});
export type EditorInput = z.infer<typeof editorInput>;

const LABELS: Record<string, string> = {
  Sections: 'Section',
  Fields: 'Field',
  Validations: 'Validation',
  Permissions: 'Permission',
  LevelPermissions: 'Permission',
};

/** Where in a nested value a message belongs, for people: 'Section 2 › Field 3 › EditorSize'. */
export function placeOf(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  path.forEach((key, i) => {
    if (typeof key === 'number') return;
    const index = path[i + 1];
    const label = LABELS[String(key)];
    parts.push(typeof index === 'number' && label ? `${label} ${index + 1}` : String(key));
  });
  return parts.join(' › ');
}

/** The input in its shapes, or the messages by top-level field. */
export function shapedInput(
  values: Record<string, unknown>,
): { ok: true; input: EditorInput } | { ok: false; errors: Record<string, string[]> } {
  const parsed = editorInput.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const top = String(issue.path[0] ?? 'Values');
    const place = issue.path.length > 1 ? placeOf(issue.path) : '';
    (errors[top] ??= []).push(place ? `${place}: ${issue.message}` : issue.message);
  }
  return { ok: false, errors };
}
