import {
  editorFieldTypes,
  FINDER_EXCLUDED_SECTIONS,
  type Editor,
  type EditorField,
  type EntityDefinition,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueEntities, seedEntityDefinitions } from '../../seed/entity-definitions/index.ts';
import { createEntityWorld, type EntityWorld } from './entity-test-world.ts';

/** Their entities and editors share one name each. */
const definitionNames = [
  'Editor',
  'Entity',
  'EditorSection',
  'EditorField',
  'EditorFieldValidation',
];

describe('GET /api/entity and GET /api/entity/editor', () => {
  let world: EntityWorld;
  beforeAll(async () => {
    world = await createEntityWorld();
  });
  afterAll(() => world.close());

  const entities = async () =>
    (await world.get('admin', '/api/entity')).json() as EntityDefinition[];
  const modelEditor = async (caller: 'admin' | 'salesRep' | 'customer' = 'admin') => {
    const res = await world.get(caller, '/api/entity/editor?editorName=model');
    expect(res.statusCode).toBe(200);
    const [editor] = res.json() as Editor[];
    return editor!;
  };
  const field = (editor: Editor, section: string, property: string): EditorField | undefined =>
    editor.Sections.find((s) => s.EditorSectionName === section)?.Fields.find(
      (f) => f.EntityPropertyName === property,
    );

  it('answers 401 to a signed-out caller', async () => {
    for (const url of ['/api/entity', '/api/entity/editor']) {
      const res = await world.get(null, url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ Successful: false });
    }
  });

  it('serves the catalogue entities with the spec fields', async () => {
    const list = await entities();
    expect(list.map((e) => e.EntityName)).toEqual([
      'Category',
      'ProductClass',
      'ManufacturingSeries',
      'Product',
      'Model',
      'Site',
      'Catalog',
      'Division',
      // The definitions themselves (decision 174).
      ...definitionNames,
    ]);
    const model = list.find((e) => e.EntityName === 'Model')!;
    expect(Object.keys(model).sort()).toEqual(
      [
        'DisplayDescription',
        'DisplayName',
        'EntityLevel',
        'EntityName',
        'EntityObjectId',
        'Properties',
        'idProperties',
        'titleProperties',
      ].sort(),
    );
    expect(model).toMatchObject({
      EntityLevel: 5,
      idProperties: ['PcnCatalogNumber'],
      titleProperties: ['FingoodTpiMfgMod'],
    });
    expect(model.Properties.find((p) => p.EntityPropertyName === 'DivisionModels')).toEqual({
      EntityPropertyId: expect.any(Number),
      EntityPropertyName: 'DivisionModels',
      PropertyName: 'DivisionModels',
      PropertyType: 'Table',
      DisplayName: 'Division Model Numbers',
      DisplayDescription: '',
      IsId: false,
      IsTitle: false,
      IsKey: false,
    });
    const one = await world.get('admin', '/api/entity?entityName=model');
    expect((one.json() as EntityDefinition[]).map((e) => e.EntityName)).toEqual(['Model']);
  });

  it('serves the model editor with its sections in order, excluded ones marked', async () => {
    const editor = await modelEditor();
    expect(editor).toMatchObject({
      EditorName: 'model',
      EntityName: 'Model',
      EntityLevel: 5,
      HideBlankFields: true,
      Icon: 'gear',
      EffectivePermission: {
        EntityLevel: 5,
        CanRead: true,
        CanUpdate: true,
        CanCreate: true,
        CanDelete: true,
        CanExecute: true,
      },
    });
    const sections = editor.Sections.map((s) => [s.EditorSectionName, s.SectionType, s.InFinder]);
    expect(sections).toEqual([
      ['Identification', 'Header', true],
      ['Descriptions', 'Section', true],
      ['Pricing', 'Section', true],
      ['Inventory', 'Section', true],
      ['Classification', 'Section', true],
      ...FINDER_EXCLUDED_SECTIONS.map((name) => [name, 'Section', false]),
      ['Customer Materials', 'Modal', true],
    ]);
    expect(field(editor, 'Identification', 'PcnCatalogNumber')).toEqual({
      EditorFieldId: expect.any(Number),
      EntityPropertyName: 'PcnCatalogNumber',
      PropertyName: 'PcnCatalogNumber',
      DisplayName: 'Catalog Number',
      DisplayDescription: '',
      EditorType: 'id',
      OrderBy: 0,
      IsRequired: true,
      EditorSize: 6,
      Validations: [
        {
          ValidationType: 'required',
          ValidationValue: null,
          ValidationMessage: 'Catalog Number is required',
        },
        {
          ValidationType: 'maxLength',
          ValidationValue: '18',
          ValidationMessage: 'Catalog Number must be between 1 and 18 characters',
        },
      ],
      Values: [],
      DefaultValue: null,
      CanRead: true,
      CanUpdate: true,
    });
    expect(field(editor, 'Inventory', 'ShippingStrategyId')?.Values).toEqual([
      { EditorFieldValueId: expect.any(Number), Value: '1', DisplayName: 'Parts' },
      { EditorFieldValueId: expect.any(Number), Value: '2', DisplayName: 'Freight' },
      { EditorFieldValueId: expect.any(Number), Value: '3', DisplayName: 'Hazmat' },
    ]);
  });

  it('serves an editor for every catalogue entity, each field of a known type', async () => {
    const res = await world.get('admin', '/api/entity/editor');
    const editors = res.json() as Editor[];
    expect(editors.map((e) => e.EditorName)).toEqual([
      'category',
      'productclass',
      'manufacturingseries',
      'product',
      'model',
      'site',
      'catalog',
      'division',
      ...definitionNames,
    ]);
    const types = editors.flatMap((e) =>
      e.Sections.flatMap((s) => s.Fields.map((f) => f.EditorType)),
    );
    expect(types.every((t) => (editorFieldTypes as readonly string[]).includes(t))).toBe(true);
    const narrowed = await world.get('admin', '/api/entity/editor?entityName=Category');
    expect((narrowed.json() as Editor[]).map((e) => e.EditorName)).toEqual(['category']);
  });

  it('names a real column of a real table for every seeded property', async () => {
    const result = await world.database.db.execute<{ entity: string; property: string }>(sql`
      select e.entity_name as entity, p.entity_property_name as property
      from entity_property p join entity e using (entity_object_id)
      where not exists (
        select 1 from information_schema.columns c
        where c.table_schema = 'public'
          and c.table_name = coalesce(p.related_table, e.table_name)
          and c.column_name = p.column_name)`);
    expect(result.rows).toEqual([]);
  });

  it('seeds idempotently: a second run adds nothing', async () => {
    const count = async () =>
      (
        await world.database.db.execute<{ n: string }>(sql`
          select (select count(*) from entity) + (select count(*) from entity_property)
               + (select count(*) from editor_section) + (select count(*) from editor_field)
               + (select count(*) from editor_field_validation)
               + (select count(*) from editor_field_value)
               + (select count(*) from entity_permission) as n`)
      ).rows[0]!.n;
    const before = await count();
    await seedEntityDefinitions(world.database.db);
    expect(await count()).toBe(before);
    const planned = catalogueEntities.reduce((n, e) => n + e.properties.length, 0);
    const stored = await world.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from entity_property`,
    );
    expect(stored.rows[0]!.n).toBe(planned);
  });
});
