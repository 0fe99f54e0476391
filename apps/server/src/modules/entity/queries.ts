import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** Every definition row, in display order; the definitions are small (hundreds of rows). */
export async function readDefinitionRows(db: Executor) {
  const [entities, properties, editors, sections, fields, validations, values] = await Promise.all([
    db.select().from(t.entity).orderBy(asc(t.entity.orderBy), asc(t.entity.entityObjectId)),
    db.select().from(t.entityProperty).orderBy(asc(t.entityProperty.entityPropertyId)),
    db.select().from(t.editor).orderBy(asc(t.editor.orderBy), asc(t.editor.editorId)),
    db
      .select()
      .from(t.editorSection)
      .orderBy(asc(t.editorSection.orderBy), asc(t.editorSection.editorSectionId)),
    db
      .select()
      .from(t.editorField)
      .orderBy(asc(t.editorField.orderBy), asc(t.editorField.editorFieldId)),
    db
      .select()
      .from(t.editorFieldValidation)
      .orderBy(
        asc(t.editorFieldValidation.orderBy),
        asc(t.editorFieldValidation.editorFieldValidationId),
      ),
    db
      .select()
      .from(t.editorFieldValue)
      .orderBy(asc(t.editorFieldValue.orderBy), asc(t.editorFieldValue.editorFieldValueId)),
  ]);
  return { entities, properties, editors, sections, fields, validations, values };
}
export type DefinitionRows = Awaited<ReturnType<typeof readDefinitionRows>>;

/** The permission rows of the given roles: per level, and the narrowings of sections and fields. */
export async function readPermissionRows(db: Executor, roleIds: number[]) {
  if (roleIds.length === 0) return { levels: [], sections: [], fields: [] };
  const [levels, sections, fields] = await Promise.all([
    db.select().from(t.entityPermission).where(inArray(t.entityPermission.roleId, roleIds)),
    db
      .select()
      .from(t.editorSectionPermission)
      .where(inArray(t.editorSectionPermission.roleId, roleIds)),
    db
      .select()
      .from(t.editorFieldPermission)
      .where(inArray(t.editorFieldPermission.roleId, roleIds)),
  ]);
  return { levels, sections, fields };
}
export type PermissionRows = Awaited<ReturnType<typeof readPermissionRows>>;
