import type { Editor } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createEntityWorld, type EntityWorld } from './entity-test-world.ts';

describe('editor definitions are data', () => {
  let world: EntityWorld;
  beforeAll(async () => {
    world = await createEntityWorld();
  });
  afterAll(() => world.close());

  const modelEditor = async () =>
    ((await world.get('admin', '/api/entity/editor?editorName=model')).json() as Editor[])[0]!;
  const ids = async (section: string, property: string) => {
    const { db } = world.database;
    const [row] = await db
      .select({
        sectionId: t.editorSection.editorSectionId,
        propertyId: t.entityProperty.entityPropertyId,
      })
      .from(t.editorSection)
      .innerJoin(t.editor, eq(t.editor.editorId, t.editorSection.editorId))
      .innerJoin(t.entityProperty, eq(t.entityProperty.entityObjectId, t.editor.entityObjectId))
      .where(
        and(
          eq(t.editor.editorName, 'model'),
          eq(t.editorSection.editorSectionName, section),
          eq(t.entityProperty.entityPropertyName, property),
        ),
      );
    return row!;
  };

  it('shows a field inserted into an editor on the next request', async () => {
    const { db } = world.database;
    const { sectionId, propertyId } = await ids('Pricing', 'Quantity');
    const before = await modelEditor();
    const pricing = () => before.Sections.find((s) => s.EditorSectionName === 'Pricing')!;
    expect(pricing().Fields.map((f) => f.EntityPropertyName)).not.toContain('Quantity');

    const [field] = await db
      .insert(t.editorField)
      .values({
        editorSectionId: sectionId,
        entityPropertyId: propertyId,
        editorType: 'number',
        orderBy: 3,
        editorSize: 2,
        isRequired: true,
        defaultValue: '1',
        displayName: 'Sold in packs of',
      })
      .returning();
    await db.insert(t.editorFieldValidation).values({
      editorFieldId: field!.editorFieldId,
      validationType: 'max',
      validationValue: '500',
      validationMessage: 'At most 500 in a pack',
    });

    const after = (await modelEditor()).Sections.find((s) => s.EditorSectionName === 'Pricing')!;
    expect(after.Fields.map((f) => f.EntityPropertyName)).toEqual([
      'TotalList',
      'ProductHierarchy',
      'MaterialGroupNumber',
      'Quantity',
    ]);
    expect(after.Fields[3]).toMatchObject({
      EditorFieldId: field!.editorFieldId,
      DisplayName: 'Sold in packs of',
      EditorType: 'number',
      EditorSize: 2,
      IsRequired: true,
      DefaultValue: '1',
      Validations: [
        {
          ValidationType: 'max',
          ValidationValue: '500',
          ValidationMessage: 'At most 500 in a pack',
        },
      ],
    });
  });

  it("reads a checkbox's default as true only for the text 'true'", async () => {
    const { db } = world.database;
    const { sectionId } = await ids('Classification', 'Accessory');
    const defaults = ['true', 'True', 'TRUE', '1', 'yes', ' true', '', null];
    const properties = [
      'CustomBuild',
      'ReplacementPart',
      'Accessory',
      'FactoryInstalled',
      'FieldInstalled',
    ];
    const { propertyId: textProperty } = await ids('Classification', 'Series');
    // The section's five checkboxes take the first five texts; three more go on new rows.
    const fieldIds: number[] = [];
    for (const [i, property] of properties.entries()) {
      const { propertyId } = await ids('Classification', property);
      const [row] = await db
        .update(t.editorField)
        .set({ defaultValue: defaults[i] })
        .where(
          and(
            eq(t.editorField.editorSectionId, sectionId),
            eq(t.editorField.entityPropertyId, propertyId),
          ),
        )
        .returning();
      fieldIds.push(row!.editorFieldId);
    }
    const extra = ['Ecommerce', 'International', 'Visible'];
    for (const [i, property] of extra.entries()) {
      const { propertyId } = await ids('Classification', property);
      const [row] = await db
        .insert(t.editorField)
        .values({
          editorSectionId: sectionId,
          entityPropertyId: propertyId,
          editorType: 'checkbox',
          orderBy: 10 + i,
          defaultValue: defaults[5 + i],
        })
        .returning();
      fieldIds.push(row!.editorFieldId);
    }
    const [text] = await db
      .insert(t.editorField)
      .values({
        editorSectionId: sectionId,
        entityPropertyId: textProperty,
        editorType: 'text',
        orderBy: 20,
        defaultValue: 'true',
      })
      .returning();

    const section = (await modelEditor()).Sections.find(
      (s) => s.EditorSectionName === 'Classification',
    )!;
    const byId = new Map(section.Fields.map((f) => [f.EditorFieldId, f.DefaultValue]));
    expect(fieldIds.map((id) => byId.get(id))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(byId.get(text!.editorFieldId)).toBe('true');
  });

  it('refuses a field type outside the spec list', async () => {
    const { sectionId, propertyId } = await ids('Labels', 'Barcode');
    await expect(
      world.database.db.insert(t.editorField).values({
        editorSectionId: sectionId,
        entityPropertyId: propertyId,
        editorType: 'colour-picker',
      }),
    ).rejects.toThrow();
  });
});
