import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { idOf, type SeededIds } from './keys.ts';
import type { EntityPlan, FieldPlan, SectionPlan } from './plan.ts';

/** A planned field with the editor and section it sits in. */
export interface PlacedField {
  editor: string;
  section: SectionPlan;
  field: FieldPlan;
  entityId: number;
}

export const placedFields = (entities: EntityPlan[], ids: SeededIds): PlacedField[] =>
  entities.flatMap((plan) =>
    plan.editor.sections.flatMap((section) =>
      section.fields.map((field) => ({
        editor: plan.editor.name,
        section,
        field,
        entityId: idOf(ids.entities, plan.name),
      })),
    ),
  );

export const sectionIdOf = (ids: SeededIds, editor: string, section: string): number =>
  idOf(ids.sections, `${idOf(ids.editors, editor)}:${section}`);

/** Inserts what is missing of the fields, their validations and values; answers field ids. */
export async function writeFields(
  tx: Transaction,
  fields: PlacedField[],
  ids: SeededIds,
): Promise<(f: PlacedField) => number> {
  const sectionId = (f: PlacedField) => sectionIdOf(ids, f.editor, f.section.name);
  const propertyId = (f: PlacedField) => idOf(ids.properties, `${f.entityId}:${f.field.property}`);
  await tx
    .insert(t.editorField)
    .values(
      fields.map((f) => ({
        editorSectionId: sectionId(f),
        entityPropertyId: propertyId(f),
        editorType: f.field.type,
        orderBy: f.section.fields.indexOf(f.field),
        isRequired: f.field.required ?? false,
        editorSize: f.field.size ?? 6,
        defaultValue: f.field.defaultValue ?? null,
        displayName: f.field.displayName ?? null,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({
      id: t.editorField.editorFieldId,
      sectionId: t.editorField.editorSectionId,
      propertyId: t.editorField.entityPropertyId,
    })
    .from(t.editorField)
    .where(inArray(t.editorField.editorSectionId, [...ids.sections.values()]));
  const fieldIds = new Map(rows.map((r) => [`${r.sectionId}:${r.propertyId}`, r.id]));
  const fieldId = (f: PlacedField) => idOf(fieldIds, `${sectionId(f)}:${propertyId(f)}`);

  const validations = fields.flatMap((f) =>
    (f.field.validations ?? []).map((v, i) => ({
      editorFieldId: fieldId(f),
      validationType: v.type,
      validationValue: v.value ?? null,
      validationMessage: v.message,
      orderBy: i,
    })),
  );
  if (validations.length > 0)
    await tx.insert(t.editorFieldValidation).values(validations).onConflictDoNothing();
  const values = fields.flatMap((f) =>
    (f.field.values ?? []).map((v, i) => ({
      editorFieldId: fieldId(f),
      value: v.value,
      displayName: v.displayName ?? null,
      orderBy: i,
    })),
  );
  if (values.length > 0) await tx.insert(t.editorFieldValue).values(values).onConflictDoNothing();
  return fieldId;
}
