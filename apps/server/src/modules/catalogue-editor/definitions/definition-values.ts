import type { EditorValues } from '@portal/domain';
import type { EditorRows } from './definition-queries.ts';
import type { LevelPermissionRow, RolePermissionRow } from './definition-shapes.ts';

/** An object as built here; its nesting is the wire schema's (domain editorValue). */
type Built = Record<string, unknown>;

type Narrowing = { roleId: number; canRead: boolean; canUpdate: boolean };
type LevelRow = Narrowing & { canCreate: boolean; canDelete: boolean; canExecute: boolean };

const byRole = <T extends { RoleId: number }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => a.RoleId - b.RoleId);

/**
 * A section's or field's narrowing rows as the grid holds them. A row with both ticks grants
 * nothing the parent does not (decision 157), so it is the same as no row and is left out.
 */
export const canonicalNarrowing = (rows: readonly RolePermissionRow[]): RolePermissionRow[] =>
  byRole(rows.filter((r) => !(r.CanRead && r.CanUpdate)));

/** A level's rows as the grid holds them; a row of no ticks adds nothing to level All's. */
export const canonicalLevel = (rows: readonly LevelPermissionRow[]): LevelPermissionRow[] =>
  byRole(
    rows.filter((r) => r.CanRead || r.CanUpdate || r.CanCreate || r.CanDelete || r.CanExecute),
  );

const narrowingRow = (r: Narrowing): RolePermissionRow => ({
  RoleId: r.roleId,
  CanRead: r.canRead,
  CanUpdate: r.canUpdate,
});

const levelRow = (r: LevelRow): LevelPermissionRow => ({
  ...narrowingRow(r),
  CanCreate: r.canCreate,
  CanDelete: r.canDelete,
  CanExecute: r.canExecute,
});

/** The Editor item's values: the header, its entity, its sections with their fields, its level. */
export function editorValues(rows: EditorRows): EditorValues {
  // Three levels deep at most, as the wire schema allows (domain editorValue).
  return editorObject(rows) as unknown as EditorValues;
}

function editorObject(rows: EditorRows): Built {
  const propertyName = new Map(rows.properties.map((p) => [p.id, p.name]));
  const field = (f: EditorRows['fields'][number]): Built => ({
    EditorFieldId: f.editorFieldId,
    EntityPropertyName: propertyName.get(f.entityPropertyId) ?? null,
    EditorType: f.editorType,
    DisplayName: f.displayName,
    IsRequired: f.isRequired,
    EditorSize: f.editorSize,
    DefaultValue: f.defaultValue,
    Validations: rows.validations
      .filter((v) => v.editorFieldId === f.editorFieldId)
      .map((v) => ({
        ValidationType: v.validationType,
        ValidationValue: v.validationValue,
        ValidationMessage: v.validationMessage,
      })),
    Permissions: canonicalNarrowing(
      rows.fieldPermissions.filter((p) => p.editorFieldId === f.editorFieldId).map(narrowingRow),
    ),
  });
  const section = (s: EditorRows['sections'][number]): Built => ({
    EditorSectionId: s.editorSectionId,
    EditorSectionName: s.editorSectionName,
    SectionType: s.sectionType,
    InFinder: s.inFinder,
    Fields: rows.fields.filter((f) => f.editorSectionId === s.editorSectionId).map(field),
    Permissions: canonicalNarrowing(
      rows.sectionPermissions
        .filter((p) => p.editorSectionId === s.editorSectionId)
        .map(narrowingRow),
    ),
  });
  return {
    EditorId: rows.editor.editorId,
    EditorName: rows.editor.editorName,
    DisplayName: rows.editor.displayName,
    Icon: rows.editor.icon,
    HideBlankFields: rows.editor.hideBlankFields,
    Entity: {
      EntityName: rows.entity.entityName,
      DisplayName: rows.entity.displayName,
      DisplayDescription: rows.entity.displayDescription,
    },
    Sections: rows.sections.map(section),
    LevelPermissions: canonicalLevel(rows.levelPermissions.map(levelRow)),
  };
}

/** A value as the change log keeps it: JSON, keys in the order the reader builds them. */
export const logJson = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);
