import { Role, type Editor, type EntityDefinition } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { roleIds } from '../auth/user-queries.ts';
import { createEntityWorld, type Caller, type EntityWorld } from './entity-test-world.ts';

/** Section and field id of the model editor by name, straight from the tables. */
async function modelSection(world: EntityWorld, name: string): Promise<number> {
  const [row] = await world.database.db
    .select({ id: t.editorSection.editorSectionId })
    .from(t.editorSection)
    .innerJoin(t.editor, eq(t.editor.editorId, t.editorSection.editorId))
    .where(and(eq(t.editor.editorName, 'model'), eq(t.editorSection.editorSectionName, name)));
  return row!.id;
}

describe('GET /api/entity/editor: what each role may read and update', () => {
  let world: EntityWorld;
  beforeAll(async () => {
    world = await createEntityWorld(async ({ db }) => {
      // Sales reps may not open the Pricing section at all, nor change the model number.
      const [pricing] = await db
        .select({ id: t.editorSection.editorSectionId })
        .from(t.editorSection)
        .where(eq(t.editorSection.editorSectionName, 'Pricing'));
      await db.insert(t.editorSectionPermission).values({
        editorSectionId: pricing!.id,
        roleId: roleIds[Role.SalesRep],
        canRead: false,
        canUpdate: false,
      });
    });
    const { db } = world.database;
    // Sales reps may update models; only the model number stays read-only for them.
    await db
      .update(t.entityPermission)
      .set({ canUpdate: true })
      .where(
        and(
          eq(t.entityPermission.roleId, roleIds[Role.SalesRep]),
          eq(t.entityPermission.entityLevel, 5),
        ),
      );
    const identification = await modelSection(world, 'Identification');
    const [modelNumber] = await db
      .select({ id: t.editorField.editorFieldId })
      .from(t.editorField)
      .innerJoin(
        t.entityProperty,
        eq(t.entityProperty.entityPropertyId, t.editorField.entityPropertyId),
      )
      .where(
        and(
          eq(t.editorField.editorSectionId, identification),
          eq(t.entityProperty.entityPropertyName, 'FingoodTpiMfgMod'),
        ),
      );
    await db.insert(t.editorFieldPermission).values({
      editorFieldId: modelNumber!.id,
      roleId: roleIds[Role.SalesRep],
      canRead: true,
      canUpdate: false,
    });
  });
  afterAll(() => world.close());

  const editors = async (caller: Caller) =>
    (await world.get(caller, '/api/entity/editor')).json() as Editor[];
  const model = async (caller: Caller) =>
    (await editors(caller)).find((e) => e.EditorName === 'model')!;
  const sectionNames = (editor: Editor) => editor.Sections.map((s) => s.EditorSectionName);
  const fieldsOf = (editor: Editor, section: string) =>
    editor.Sections.find((s) => s.EditorSectionName === section)?.Fields.map(
      (f) => f.EntityPropertyName,
    );

  it('gives a customer read-only catalogue editors and no site, catalogue or division ones', async () => {
    const list = await editors('customer');
    expect(list.map((e) => e.EditorName)).toEqual([
      'category',
      'productclass',
      'manufacturingseries',
      'product',
      'model',
    ]);
    for (const editor of list) {
      expect(editor.EffectivePermission).toEqual({
        EntityLevel: editor.EntityLevel,
        CanRead: true,
        CanUpdate: false,
        CanCreate: false,
        CanDelete: false,
        CanExecute: false,
      });
      for (const section of editor.Sections) {
        expect(section).toMatchObject({ CanRead: true, CanUpdate: false });
        for (const f of section.Fields)
          expect(f).toMatchObject({ CanRead: true, CanUpdate: false });
      }
    }
    const entities = (await world.get('customer', '/api/entity')).json() as EntityDefinition[];
    expect(entities.map((e) => e.EntityName)).not.toContain('Site');
  });

  it("leaves the internal notes and customers' material numbers out for a customer", async () => {
    const customer = await model('customer');
    expect(sectionNames(customer)).not.toContain('Customer Materials');
    expect(fieldsOf(customer, 'Descriptions')).toEqual([
      'SapModelDescription',
      'Descriptions',
      'Details',
    ]);
    const admin = await model('admin');
    expect(sectionNames(admin)).toContain('Customer Materials');
    expect(fieldsOf(admin, 'Descriptions')).toContain('Notes');
  });

  it('hides a section whose row denies reading to the role, and narrows a field to read-only', async () => {
    const rep = await model('salesRep');
    expect(sectionNames(rep)).not.toContain('Pricing');
    expect(sectionNames(await model('customer'))).toContain('Pricing');
    const identification = rep.Sections.find((s) => s.EditorSectionName === 'Identification')!;
    expect(identification).toMatchObject({ CanRead: true, CanUpdate: true });
    const byName = new Map(identification.Fields.map((f) => [f.EntityPropertyName, f]));
    expect(byName.get('FingoodTpiMfgMod')).toMatchObject({ CanRead: true, CanUpdate: false });
    expect(byName.get('Barcode')).toMatchObject({ CanRead: true, CanUpdate: true });
    expect(rep.EffectivePermission).toMatchObject({
      CanRead: true,
      CanUpdate: true,
      CanCreate: false,
    });
  });

  it('never lets a narrowing row grant more than the level allows', async () => {
    const { db } = world.database;
    const labels = await modelSection(world, 'Labels');
    await db.insert(t.editorSectionPermission).values({
      editorSectionId: labels,
      roleId: roleIds[Role.Customer],
      canRead: true,
      canUpdate: true,
    });
    const customer = await model('customer');
    expect(customer.Sections.find((s) => s.EditorSectionName === 'Labels')).toMatchObject({
      CanRead: true,
      CanUpdate: false,
    });
  });

  it('shows nothing of a level the role has no permission row for', async () => {
    const { db } = world.database;
    await db
      .delete(t.entityPermission)
      .where(
        and(
          eq(t.entityPermission.roleId, roleIds[Role.Customer]),
          eq(t.entityPermission.entityLevel, 1),
        ),
      );
    expect((await editors('customer')).map((e) => e.EditorName)).not.toContain('category');
    const entities = (await world.get('customer', '/api/entity')).json() as EntityDefinition[];
    expect(entities.map((e) => e.EntityName)).not.toContain('Category');
  });
});
