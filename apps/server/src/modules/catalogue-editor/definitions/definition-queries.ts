import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';

/** One editor's definition rows, as stored, in display order. */
export async function readEditorRows(db: Executor, editorId: number, lock = false) {
  const query = db
    .select({
      editorId: t.editor.editorId,
      editorName: t.editor.editorName,
      displayName: t.editor.displayName,
      icon: t.editor.icon,
      hideBlankFields: t.editor.hideBlankFields,
      entityObjectId: t.editor.entityObjectId,
      /** xmin moves with every update of the row: the item's version (decision 167). */
      version: sql<string>`${t.editor}.xmin::text`,
    })
    .from(t.editor)
    .where(eq(t.editor.editorId, editorId));
  const [editor] = lock ? await query.for('update') : await query;
  if (!editor) return null;
  // One after another: inside a transaction the statements share one connection.
  const [entity] = await db
    .select()
    .from(t.entity)
    .where(eq(t.entity.entityObjectId, editor.entityObjectId));
  const properties = await db
    .select({ id: t.entityProperty.entityPropertyId, name: t.entityProperty.entityPropertyName })
    .from(t.entityProperty)
    .where(eq(t.entityProperty.entityObjectId, editor.entityObjectId));
  const sections = await db
    .select()
    .from(t.editorSection)
    .where(eq(t.editorSection.editorId, editorId))
    .orderBy(asc(t.editorSection.orderBy), asc(t.editorSection.editorSectionId));
  const sectionIds = sections.map((s) => s.editorSectionId);
  const fields = sectionIds.length
    ? await db
        .select()
        .from(t.editorField)
        .where(inArray(t.editorField.editorSectionId, sectionIds))
        .orderBy(asc(t.editorField.orderBy), asc(t.editorField.editorFieldId))
    : [];
  const fieldIds = fields.map((f) => f.editorFieldId);
  const validations = fieldIds.length
    ? await db
        .select()
        .from(t.editorFieldValidation)
        .where(inArray(t.editorFieldValidation.editorFieldId, fieldIds))
        .orderBy(
          asc(t.editorFieldValidation.orderBy),
          asc(t.editorFieldValidation.editorFieldValidationId),
        )
    : [];
  const sectionPermissions = sectionIds.length
    ? await db
        .select()
        .from(t.editorSectionPermission)
        .where(inArray(t.editorSectionPermission.editorSectionId, sectionIds))
    : [];
  const fieldPermissions = fieldIds.length
    ? await db
        .select()
        .from(t.editorFieldPermission)
        .where(inArray(t.editorFieldPermission.editorFieldId, fieldIds))
    : [];
  const levelPermissions = await db
    .select()
    .from(t.entityPermission)
    .where(eq(t.entityPermission.entityLevel, entity!.entityLevel));
  return {
    editor,
    entity: entity!,
    properties,
    sections,
    fields,
    validations,
    sectionPermissions,
    fieldPermissions,
    levelPermissions,
  };
}
export type EditorRows = NonNullable<Awaited<ReturnType<typeof readEditorRows>>>;

/** Every role, as the permission grids list them. */
export const readRoles = (db: Executor) =>
  db
    .select({ Id: t.role.roleId, DisplayName: t.role.displayName })
    .from(t.role)
    .orderBy(asc(t.role.roleId));

/** Moves the editor's version even when only its sections or permissions changed. */
export const touchEditor = (db: Executor, editorId: number) =>
  db
    .update(t.editor)
    .set({ editorName: sql`${t.editor.editorName}` })
    .where(and(eq(t.editor.editorId, editorId)));
