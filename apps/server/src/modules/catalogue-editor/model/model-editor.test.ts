import { EditorMessage, ModelEditorMessage, Role, type ModelEditorItem } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.ts';
import { createUser } from '../../../test/account-factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { EDITOR_HOST } from '../editor-test-world.ts';
import { modelEditorWorld } from './model-test-world.ts';

describe('the model editor', () => {
  const { world, branch, model, url, open, save } = modelEditorWorld();
  const logOf = async (field: string) =>
    world.database.db
      .select()
      .from(t.catalogueChange)
      .where(
        and(eq(t.catalogueChange.catalogNumber, model.pcn), eq(t.catalogueChange.field, field)),
      );

  it('opens a model with its fields, tables and dimensions', async () => {
    const item = await open();
    expect(item).toMatchObject({ EntityName: 'Model', Id: model.pcn, Title: model.pcn });
    expect(item.Values).toMatchObject({
      PcnCatalogNumber: model.pcn,
      FingoodTpiMfgMod: 'MFG-12345',
      Descriptions: 'Blower motor',
      ModelDimensions: { Height: 10, Width: 4 },
      DivisionModels: [{ Division: 1, ModelNumber: 'N-1' }],
      CustomerMaterials: [{ CustomerNumber: 'C000001', MaterialNumber: 'MAT-1' }],
      ModelAssociations: [{ PcnCatalogNumber: model.otherModel }],
      ProductModels: [
        { ProductId: branch.product.productId, SectionTableIds: [model.sectionTableId] },
      ],
      ModelProductClassTypes: [],
    });
    expect(item.Choices.ModelProductClassTypes).toContainEqual({
      Id: branch.productClass.productClassId,
      DisplayName: expect.any(String),
    });
  });

  it('answers 404 for a catalogue number that is no model', async () => {
    const res = await world.call('catalogEditor', 'GET', url('NOPE'));
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(EditorMessage.notFound('Model'));
  });

  it('saves the changed fields, one log row each, and tells the other instances', async () => {
    const before = world.published.length;
    const res = await save({
      Descriptions: 'Blower motor, 1/3 HP',
      ModelDimensions: { Height: 12, Width: 4 },
      DivisionModels: [
        ...((await open()).Values.DivisionModels as object[]),
        { Division: 2, ModelNumber: 'S-9' },
      ],
      CustomerMaterials: [
        { CustomerNumber: 'C000001', MaterialNumber: 'MAT-1' },
        { CustomerNumber: 'C000002', MaterialNumber: 'MAT-2' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const item = res.json() as ModelEditorItem;
    expect(item.Values.Descriptions).toBe('Blower motor, 1/3 HP');
    expect(item.Values.ModelDimensions).toEqual({ Height: 12, Width: 4 });
    expect(item.Values.DivisionModels).toHaveLength(2);
    expect(item.Values.CustomerMaterials).toHaveLength(2);
    expect(item.LastChangedBy).toBe('Eden Editor');
    for (const field of ['Descriptions', 'ModelDimensions', 'DivisionModels', 'CustomerMaterials'])
      expect(await logOf(field)).toHaveLength(1);
    const [described] = await logOf('Descriptions');
    expect(described).toMatchObject({
      entityName: 'Model',
      action: 'Updated',
      oldValue: 'Blower motor',
      newValue: 'Blower motor, 1/3 HP',
      entityTitle: model.pcn,
    });
    expect(world.published.slice(before)).toEqual([{ entityName: 'Model', id: model.pcn }]);
    const history = await world.call(
      'catalogEditor',
      'GET',
      `/api/changelog?keyword=${model.pcn}&field=Descriptions`,
    );
    expect(history.json().List).toHaveLength(1);
  });

  it('saves the product class types as a list of ids, logged sorted', async () => {
    const classId = branch.productClass.productClassId;
    const res = await save({ ModelProductClassTypes: [classId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().Values.ModelProductClassTypes).toEqual([classId]);
    expect(await logOf('ModelProductClassTypes')).toMatchObject([{ newValue: String(classId) }]);
    const unknown = await save({ ModelProductClassTypes: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toBe(ModelEditorMessage.invalidModel);
  });

  it('writes nothing for values equal to the stored ones', async () => {
    const item = await open();
    const res = await save({ Descriptions: item.Values.Descriptions, FieldInstalled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().Version).toBe(item.Version);
  });

  it('moves an association to another table of the product, keeping its product model', async () => {
    const { db } = world.database;
    const [second] = await db
      .insert(t.sectionTable)
      .values({ productId: branch.product.productId, displayName: 'More parts' })
      .returning();
    const before = (await open()).Values.ProductModels as { ProductModelId: number }[];
    const res = await save({
      ProductModels: [
        { ProductId: branch.product.productId, SectionTableIds: [second!.sectionTableId] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Values.ProductModels).toEqual([
      {
        ProductModelId: before[0]!.ProductModelId,
        ProductId: branch.product.productId,
        SectionTableIds: [second!.sectionTableId],
      },
    ]);
    await save({
      ProductModels: [
        { ProductId: branch.product.productId, SectionTableIds: [model.sectionTableId] },
      ],
    });
  });

  it('refuses an association to a product twice, or to a table of another product', async () => {
    const product = branch.product.productId;
    for (const ProductModels of [
      [
        { ProductId: product, SectionTableIds: [] },
        { ProductId: product, SectionTableIds: [model.sectionTableId] },
      ],
      [{ ProductId: product, SectionTableIds: [999_999] }],
      [{ ProductId: 999_999, SectionTableIds: [] }],
    ]) {
      const res = await save({ ProductModels });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(ModelEditorMessage.invalidAssociations);
      expect(res.json().Errors.ProductModels).toHaveLength(1);
    }
  });

  it('refuses a model association to itself or to no model as invalid associations', async () => {
    for (const pcn of [model.pcn, 'NO-SUCH']) {
      const res = await save({ ModelAssociations: [{ PcnCatalogNumber: pcn }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(ModelEditorMessage.invalidAssociations);
    }
  });

  it('refuses invalid model information with the model message', async () => {
    for (const values of [
      { FingoodTpiMfgMod: '' },
      { TotalList: -1 },
      { ModelDimensions: { Height: 'tall' } },
      { DivisionModels: [{ Division: 77, ModelNumber: 'X' }] },
      { CustomerMaterials: [{ CustomerNumber: 'C1', MaterialNumber: '' }] },
    ]) {
      const res = await save(values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().Message).toBe(ModelEditorMessage.invalidModel);
    }
    expect((await open()).Values.FingoodTpiMfgMod).toBe('MFG-12345');
  });

  it('refuses the catalogue number itself, which a save never changes', async () => {
    const res = await save({ PcnCatalogNumber: '99999999' });
    expect(res.statusCode).toBe(403);
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const { Version } = await open();
    const answers = await Promise.all(
      ['Left', 'Right'].map((Descriptions) =>
        world.call('catalogEditor', 'PUT', url(), { Version, Values: { Descriptions } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().Message).toBe(EditorMessage.conflict);
  });

  it('keeps models from a product editor, who holds no Model level', async () => {
    expect((await world.call('productEditor', 'GET', url())).statusCode).toBe(403);
    const res = await world.call('productEditor', 'PUT', url(), {
      Version: (await open()).Version,
      Values: { Descriptions: 'Not mine' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(EditorMessage.cannotRead('Model'));
  });

  it('refuses a save from callers without the editor: sales reps and customers', async () => {
    const customer = await createUser(world.database.db, { roles: [Role.Customer] });
    const { bearer } = await signIn(world.app, customer.username, customer.password, EDITOR_HOST);
    const Version = (await open()).Version;
    const asCustomer = await world.app.inject({
      method: 'PUT',
      url: url(),
      headers: bearer,
      payload: { Version, Values: { Descriptions: 'Mine now' } },
    });
    const asSalesRep = await world.call('salesRep', 'PUT', url(), {
      Version,
      Values: { Descriptions: 'Mine now' },
    });
    for (const res of [asCustomer, asSalesRep]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(EditorMessage.denied);
    }
    expect((await open()).Values.Descriptions).not.toBe('Mine now');
  });

  it('leaves out the fields a role may not read, and refuses them in a save', async () => {
    const { db } = world.database;
    // The product editor given the Model level, with the internal notes kept from them.
    const [notes] = await db
      .select({ id: t.editorField.editorFieldId })
      .from(t.editorField)
      .innerJoin(
        t.entityProperty,
        eq(t.entityProperty.entityPropertyId, t.editorField.entityPropertyId),
      )
      .where(eq(t.entityProperty.entityPropertyName, 'Notes'));
    await db
      .insert(t.editorFieldPermission)
      .values({ editorFieldId: notes!.id, roleId: 5, canRead: false, canUpdate: false });
    await db.insert(t.entityPermission).values({
      roleId: 5,
      entityLevel: 5,
      canRead: true,
      canUpdate: true,
      canCreate: false,
      canDelete: false,
      canExecute: false,
    });
    const item = await open('productEditor');
    expect(item.Values).not.toHaveProperty('Notes');
    expect(item.Values).toHaveProperty('Descriptions');
    const res = await world.call('productEditor', 'PUT', url(), {
      Version: item.Version,
      Values: { Notes: 'secret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(EditorMessage.unknownField('Model', 'Notes'));
  });
});
