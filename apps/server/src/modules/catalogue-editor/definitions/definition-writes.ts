import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { touchEditor, type EditorRows } from './definition-queries.ts';
import type {
  EditorInput,
  FieldInput,
  RolePermissionRow,
  SectionInput,
} from './definition-shapes.ts';
import { canonicalLevel, canonicalNarrowing } from './definition-values.ts';

const orNull = (text: string | null | undefined): string | null => text?.trim() || null;

/** Rows of `ids` other than those kept; every row when none is kept. */
const notKept = (column: Parameters<typeof notInArray>[0], keep: number[]): SQL | undefined =>
  keep.length > 0 ? notInArray(column, keep) : undefined;

async function writeValidations(tx: Transaction, fieldId: number, f: FieldInput) {
  const v = t.editorFieldValidation;
  await tx.delete(v).where(eq(v.editorFieldId, fieldId));
  const rows = (f.Validations ?? []).map((r, i) => ({
    editorFieldId: fieldId,
    validationType: r.ValidationType!,
    validationValue: orNull(r.ValidationValue),
    validationMessage: r.ValidationMessage!.trim(),
    orderBy: i,
  }));
  if (rows.length > 0) await tx.insert(v).values(rows);
}

const narrowings = (rows: readonly RolePermissionRow[] | null | undefined) =>
  canonicalNarrowing(rows ?? []).map((r) => ({
    roleId: r.RoleId,
    canRead: r.CanRead,
    canUpdate: r.CanRead && r.CanUpdate,
  }));

async function writeFields(tx: Transaction, rows: EditorRows, sectionId: number, s: SectionInput) {
  const f = t.editorField;
  const fields = s.Fields ?? [];
  const keep = fields.flatMap((x) => (x.EditorFieldId ? [x.EditorFieldId] : []));
  await tx.delete(f).where(and(eq(f.editorSectionId, sectionId), notKept(f.editorFieldId, keep)));
  const propertyId = new Map(rows.properties.map((p) => [p.name, p.id]));
  for (const [i, field] of fields.entries()) {
    const values = {
      editorSectionId: sectionId,
      entityPropertyId: propertyId.get(field.EntityPropertyName!)!,
      editorType: field.EditorType!,
      orderBy: i,
      isRequired: field.IsRequired ?? false,
      editorSize: field.EditorSize ?? 6,
      defaultValue: field.DefaultValue === '' ? null : (field.DefaultValue ?? null),
      displayName: orNull(field.DisplayName),
    };
    const [row] = field.EditorFieldId
      ? await tx.update(f).set(values).where(eq(f.editorFieldId, field.EditorFieldId)).returning()
      : await tx.insert(f).values(values).returning();
    const fieldId = row!.editorFieldId;
    await writeValidations(tx, fieldId, field);
    const p = t.editorFieldPermission;
    await tx.delete(p).where(eq(p.editorFieldId, fieldId));
    const grants = narrowings(field.Permissions).map((r) => ({ ...r, editorFieldId: fieldId }));
    if (grants.length > 0) await tx.insert(p).values(grants);
  }
}

async function writeSections(tx: Transaction, rows: EditorRows, sections: SectionInput[]) {
  const s = t.editorSection;
  const editorId = rows.editor.editorId;
  const keep = sections.flatMap((x) => (x.EditorSectionId ? [x.EditorSectionId] : []));
  // Removed first, so a kept or new section may take a removed one's name.
  await tx.delete(s).where(and(eq(s.editorId, editorId), notKept(s.editorSectionId, keep)));
  for (const [i, section] of sections.entries()) {
    const values = {
      editorId,
      editorSectionName: section.EditorSectionName!.trim(),
      sectionType: section.SectionType ?? 'Section',
      inFinder: section.InFinder ?? true,
      orderBy: i,
    };
    const [row] = section.EditorSectionId
      ? await tx
          .update(s)
          .set(values)
          .where(eq(s.editorSectionId, section.EditorSectionId))
          .returning()
      : await tx.insert(s).values(values).returning();
    const sectionId = row!.editorSectionId;
    await writeFields(tx, rows, sectionId, section);
    const p = t.editorSectionPermission;
    await tx.delete(p).where(eq(p.editorSectionId, sectionId));
    const grants = narrowings(section.Permissions).map((r) => ({
      ...r,
      editorSectionId: sectionId,
    }));
    if (grants.length > 0) await tx.insert(p).values(grants);
  }
}

async function writeLevel(tx: Transaction, rows: EditorRows, input: EditorInput) {
  const p = t.entityPermission;
  const level = rows.entity.entityLevel;
  await tx.delete(p).where(eq(p.entityLevel, level));
  const grants = canonicalLevel(input.LevelPermissions ?? []).map((r) => ({
    roleId: r.RoleId,
    entityLevel: level,
    canRead: r.CanRead,
    canUpdate: r.CanUpdate,
    canCreate: r.CanCreate,
    canDelete: r.CanDelete,
    canExecute: r.CanExecute,
  }));
  if (grants.length > 0) await tx.insert(p).values(grants);
}

/**
 * Writes the sent top-level fields of one editor (decision 174): its own columns, its entity's
 * names, its sections and their fields matched by id (updated, added, or removed when left
 * out), and its level's permission rows. The editor row is always touched, so its version moves.
 */
export async function writeEditor(tx: Transaction, rows: EditorRows, input: EditorInput) {
  const editorId = rows.editor.editorId;
  await touchEditor(tx, editorId);
  const header: Partial<typeof t.editor.$inferInsert> = {};
  if (input.DisplayName !== undefined)
    header.displayName = orNull(input.DisplayName) ?? rows.editor.editorName;
  if (input.Icon !== undefined) header.icon = orNull(input.Icon);
  if (input.HideBlankFields !== undefined) header.hideBlankFields = input.HideBlankFields ?? false;
  if (Object.keys(header).length > 0)
    await tx.update(t.editor).set(header).where(eq(t.editor.editorId, editorId));
  if (input.Entity !== undefined && input.Entity !== null)
    await tx
      .update(t.entity)
      .set({
        displayName: orNull(input.Entity.DisplayName) ?? rows.entity.entityName,
        displayDescription: input.Entity.DisplayDescription?.trim() ?? '',
      })
      .where(eq(t.entity.entityObjectId, rows.entity.entityObjectId));
  if (input.Sections !== undefined) await writeSections(tx, rows, input.Sections ?? []);
  if (input.LevelPermissions !== undefined) await writeLevel(tx, rows, input);
}
