import { EditorMessage, type Editor, type EditorItem } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.ts';
import { createBranch, createEditorWorld, type EditorWorld } from '../editor-test-world.ts';

type Obj = Record<string, unknown>;

describe('the Editor item: editor definitions read and saved on the editor site', () => {
  let world: EditorWorld;
  let productEditorId: number;
  let productId: number;
  beforeAll(async () => {
    world = await createEditorWorld();
    const [row] = await world.database.db
      .select()
      .from(t.editor)
      .where(eq(t.editor.editorName, 'product'));
    productEditorId = row!.editorId;
    productId = (await createBranch(world)).product.productId;
  });
  afterAll(() => world.close());

  const url = () => `/api/editor/item/Editor/${productEditorId}`;
  const read = async () => (await world.call('catalogEditor', 'GET', url())).json() as EditorItem;
  const served = async (caller: 'catalogEditor' | 'productEditor' = 'catalogEditor') =>
    (
      (await world.call(caller, 'GET', '/api/entity/editor?entityName=Product')).json() as Editor[]
    )[0]!;
  const logRows = () =>
    world.database.db
      .select()
      .from(t.catalogueChange)
      .where(eq(t.catalogueChange.entityName, 'Editor'));

  it('lists the editors in their group and reads one with its sections, entity and grid', async () => {
    const tree = await world.call('catalogEditor', 'GET', '/api/editor/tree?entityName=Editor');
    expect(tree.json().List.map((n: { Name: string }) => n.Name)).toContain('product');
    const item = await read();
    expect(item.Values.EditorName).toBe('product');
    expect(item.Values.Entity).toEqual({
      EntityName: 'Product',
      DisplayName: 'Product',
      DisplayDescription: expect.any(String),
    });
    const general = (item.Values.Sections as Obj[]).find((s) => s.EditorSectionName === 'General')!;
    expect((general.Fields as Obj[]).map((f) => f.EntityPropertyName)).toContain('Description');
    // The product editor's row at level Product; the catalogue editor's is at All.
    expect(item.Values.LevelPermissions).toContainEqual(
      expect.objectContaining({ RoleId: 5, CanRead: true, CanUpdate: true }),
    );
    expect(item.Choices.Sections!.map((r) => r.DisplayName)).toContain('Product Editor');
  });

  it('adds a section with a field; the definitions serve it and the product saves by it', async () => {
    const before = await read();
    const sections = (before.Values.Sections as Obj[]).map((s) =>
      s.EditorSectionName === 'General'
        ? {
            ...s,
            Fields: (s.Fields as Obj[]).filter((f) => f.EntityPropertyName !== 'Description'),
          }
        : s,
    );
    const texts = {
      EditorSectionId: null,
      EditorSectionName: 'Texts',
      SectionType: 'Section',
      InFinder: false,
      Permissions: [],
      Fields: [
        {
          EditorFieldId: null,
          EntityPropertyName: 'Description',
          EditorType: 'text',
          DisplayName: 'Summary',
          IsRequired: false,
          EditorSize: 12,
          DefaultValue: null,
          Validations: [
            {
              ValidationType: 'maxLength',
              ValidationValue: '12',
              ValidationMessage: 'Keep it short',
            },
          ],
          // The product editor may read the summary but not change it.
          Permissions: [{ RoleId: 5, CanRead: true, CanUpdate: false }],
        },
      ],
    };
    const res = await world.call('catalogEditor', 'PUT', url(), {
      Version: before.Version,
      Values: { Sections: [...sections, texts] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Version).not.toBe(before.Version);

    const section = (await served()).Sections.find((s) => s.EditorSectionName === 'Texts')!;
    expect(section.Fields[0]).toMatchObject({
      EntityPropertyName: 'Description',
      DisplayName: 'Summary',
      EditorType: 'text',
      Validations: [{ ValidationType: 'maxLength', ValidationMessage: 'Keep it short' }],
    });
    const forProducts = (await served('productEditor')).Sections.find(
      (s) => s.EditorSectionName === 'Texts',
    )!;
    expect(forProducts.Fields[0]).toMatchObject({ CanRead: true, CanUpdate: false });

    const product = `/api/editor/item/Product/${productId}`;
    const version = async () =>
      ((await world.call('catalogEditor', 'GET', product)).json() as EditorItem).Version;
    const long = await world.call('catalogEditor', 'PUT', product, {
      Version: await version(),
      Values: { Description: 'Far too long for it' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().Errors).toEqual({ Description: ['Keep it short'] });
    const short = await world.call('catalogEditor', 'PUT', product, {
      Version: await version(),
      Values: { Description: 'Short one' },
    });
    expect(short.statusCode).toBe(200);
    expect(short.json().Values.Description).toBe('Short one');
    const refused = await world.call('productEditor', 'PUT', product, {
      Version: short.json().Version,
      Values: { Description: 'Mine' },
    });
    expect(refused.statusCode).toBe(403);

    const log = await logRows();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      entityId: productEditorId,
      field: 'Sections',
      userName: 'Eden Editor',
    });
    expect(log[0]!.newValue).toContain('"Texts"');
    expect(log[0]!.oldValue).not.toContain('"Texts"');
  });

  it('saves the header, the entity and a level grid; a save of nothing changes nothing', async () => {
    const item = await read();
    const grid = [
      {
        RoleId: 5,
        CanRead: true,
        CanUpdate: false,
        CanCreate: false,
        CanDelete: false,
        CanExecute: false,
      },
    ];
    const res = await world.call('catalogEditor', 'PUT', url(), {
      Version: item.Version,
      Values: {
        DisplayName: 'Products',
        Entity: { EntityName: 'Product', DisplayName: 'Product page', DisplayDescription: '' },
        LevelPermissions: grid,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Values.LevelPermissions).toEqual(grid);
    expect((await served()).DisplayName).toBe('Products');
    expect((await served('productEditor')).EffectivePermission).toMatchObject({
      CanRead: true,
      CanUpdate: false,
    });
    const entity = (
      await world.call('catalogEditor', 'GET', '/api/entity?entityName=Product')
    ).json();
    expect(entity[0].DisplayName).toBe('Product page');
    const same = await world.call('catalogEditor', 'PUT', url(), {
      Version: res.json().Version,
      Values: { DisplayName: 'Products' },
    });
    expect(same.json().Version).toBe(res.json().Version);
    expect((await logRows()).map((r) => r.field).sort()).toEqual([
      'DisplayName',
      'Entity',
      'LevelPermissions',
      'Sections',
    ]);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const item = await read();
    const first = await world.call('catalogEditor', 'PUT', url(), {
      Version: item.Version,
      Values: { Icon: 'one' },
    });
    expect(first.statusCode).toBe(200);
    const second = await world.call('catalogEditor', 'PUT', url(), {
      Version: item.Version,
      Values: { Icon: 'two' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().Message).toBe(EditorMessage.conflict);
    expect((await read()).Values.Icon).toBe('one');
  });
});
