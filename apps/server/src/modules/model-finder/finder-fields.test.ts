import { FINDER_EXCLUDED_SECTIONS, type FinderField, type FoundModels } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createFinderWorld, type Caller, type FinderWorld } from './finder-test-world.ts';

describe('the finder fields come from the editor definitions', () => {
  let world: FinderWorld;
  beforeAll(async () => {
    world = await createFinderWorld();
  });
  afterAll(() => world.close());

  const fields = async (caller: Caller = 'salesRep') => {
    const res = await world.get('/api/modelfinder/FilterFields', caller);
    expect(res.statusCode).toBe(200);
    return (res.json() as { List: FinderField[] }).List;
  };
  const names = (list: FinderField[]) => list.map((f) => `${f.EntityName}.${f.EntityPropertyName}`);

  it('answers 401 to a signed-out caller', async () => {
    expect((await world.get('/api/modelfinder/FilterFields', null)).statusCode).toBe(401);
  });

  it('offers column fields of the finder sections, never the excluded ones', async () => {
    const list = await fields();
    expect(names(list)).toEqual(
      expect.arrayContaining([
        'Category.Name',
        'Product.DisplayName',
        'ManufacturingSeries.TpiMfgSeries',
        'Model.PcnCatalogNumber',
        'Model.Descriptions',
        'Model.TotalList',
        'Model.Ecommerce',
      ]),
    );
    for (const missing of [
      'Model.LabelDescriptions',
      'Model.DivisionModels',
      'Model.ModelDimensions',
      'Model.ProductModels',
      'Model.ModelAssociations',
      'Model.Image',
      'Model.CustomerMaterials',
      'Site.Name',
    ])
      expect(names(list)).not.toContain(missing);
    const excluded: readonly string[] = FINDER_EXCLUDED_SECTIONS;
    expect(list.filter((f) => excluded.includes(f.EditorSectionName))).toEqual([]);
    expect(list.find((f) => f.EntityPropertyName === 'ShippingStrategyId')).toEqual({
      EntityName: 'Model',
      EntityPropertyName: 'ShippingStrategyId',
      DisplayName: 'Shipping',
      EditorSectionName: 'Inventory',
      EditorType: 'select',
      ValueType: 'Number',
      Values: [
        { Value: '1', DisplayName: 'Parts' },
        { Value: '2', DisplayName: 'Freight' },
        { Value: '3', DisplayName: 'Hazmat' },
      ],
    });
  });

  it('offers a customer only the fields a customer may read', async () => {
    expect(names(await fields('salesRep'))).toContain('Model.Notes');
    expect(names(await fields('customer'))).not.toContain('Model.Notes');
  });

  it('filters by a key of a JSON column once a field names it, with no code change', async () => {
    const weight = [
      {
        EntityName: 'Model',
        EntityPropertyName: 'Weight',
        Value: '2.5',
        Blank: false,
        Negate: false,
      },
    ];
    const before = await world.post('/api/modelFinder/FindModels', weight);
    expect(before.statusCode).toBe(400);

    const { db } = world.database;
    const [model] = await db.select().from(t.entity).where(eq(t.entity.entityName, 'Model'));
    const [property] = await db
      .insert(t.entityProperty)
      .values({
        entityObjectId: model!.entityObjectId,
        entityPropertyName: 'Weight',
        propertyName: 'ModelDimensions',
        displayName: 'Weight (lb)',
        columnName: 'model_dimensions',
        jsonKey: 'Weight',
      })
      .returning();
    const [inventory] = await db
      .select({ id: t.editorSection.editorSectionId })
      .from(t.editorSection)
      .innerJoin(t.editor, eq(t.editor.editorId, t.editorSection.editorId))
      .where(
        and(eq(t.editor.editorName, 'model'), eq(t.editorSection.editorSectionName, 'Inventory')),
      );
    await db.insert(t.editorField).values({
      editorSectionId: inventory!.id,
      entityPropertyId: property!.entityPropertyId,
      editorType: 'number',
      orderBy: 9,
    });

    expect(names(await fields())).toContain('Model.Weight');
    const after = await world.post('/api/modelFinder/FindModels', weight);
    expect(after.statusCode).toBe(200);
    const body = after.json() as FoundModels;
    expect(body.List.map((m) => [m.PcnCatalogNumber, m.Values['Model.Weight']])).toEqual([
      ['100-0002', '2.5'],
    ]);
  });

  it('drops a field whose definition names a column the table does not have', async () => {
    const { db } = world.database;
    await db
      .update(t.entityProperty)
      .set({ columnName: 'series; drop table model' })
      .where(eq(t.entityProperty.entityPropertyName, 'Raypcn'));
    expect(names(await fields())).not.toContain('Model.Raypcn');
    const res = await world.post('/api/modelFinder/FindModels', [
      {
        EntityName: 'Model',
        EntityPropertyName: 'Raypcn',
        Value: 'x',
        Blank: false,
        Negate: false,
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Model.Raypcn cannot be searched by the finder.');
  });
});
