import type { FinderCategory, FinderProductClass, FinderSeries } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinderWorld, type FinderWorld } from './finder-test-world.ts';

const TREE = '/api/modelfinder/VisibleCategories';

describe('GET /api/modelfinder/VisibleCategories', () => {
  let world: FinderWorld;
  beforeAll(async () => {
    world = await createFinderWorld();
  });
  afterAll(() => world.close());

  const data = async (url: string) => {
    const res = await world.get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Successful: true, Exception: null });
    return body.Data;
  };

  it('answers 401 to a signed-out caller', async () => {
    const res = await world.get(TREE, null);
    expect(res.statusCode).toBe(401);
  });

  it("answers the site catalogue's tree, hidden and preview-only items left out", async () => {
    const tree = (await data(TREE)) as FinderCategory[];
    expect(tree.map((c) => c.Name)).toEqual(['heating', 'fans']);
    const { heating } = world.trees;
    expect(tree[0]).toEqual({
      CategoryId: heating.category.categoryId,
      Name: 'heating',
      DisplayName: heating.category.displayName,
      IsPreview: false,
      ProductClasses: [
        {
          ProductClassId: heating.productClass.productClassId,
          Name: 'furnaces',
          DisplayName: heating.productClass.displayName,
          IsPreview: false,
          ManufacturingSeries: [
            {
              ManufacturingSeriesId: heating.series.manufacturingSeriesId,
              TpiMfgSeries: heating.series.tpiMfgSeries,
              Name: 'hx-series',
              DisplayName: heating.series.displayName,
              IsPreview: false,
              Products: [
                {
                  ProductId: heating.product.productId,
                  Name: 'furnace-parts',
                  DisplayName: 'Furnace Parts',
                  IsPreview: false,
                },
              ],
            },
          ],
        },
      ],
    });
    const preview = (await data(`${TREE}?isPreview=1`)) as FinderCategory[];
    expect(preview.map((c) => c.Name)).toEqual(['future', 'heating', 'fans']);
  });

  it('answers one node’s children with theirs, by level name or number', async () => {
    const { heating } = world.trees;
    const classes = (await data(
      `${TREE}?entityLevel=Category&id=${heating.category.categoryId}`,
    )) as FinderProductClass[];
    expect(classes.map((c) => [c.ProductClassId, c.ManufacturingSeries.length])).toEqual([
      [heating.productClass.productClassId, 1],
    ]);
    const series = (await data(
      `${TREE}?EntityLevel=productclass&Id=${heating.productClass.productClassId}`,
    )) as FinderSeries[];
    expect(series.map((s) => s.Name)).toEqual(['hx-series']);
    const products = await data(`${TREE}?entityLevel=3&id=${heating.series.manufacturingSeriesId}`);
    expect(products).toEqual([
      {
        ProductId: heating.product.productId,
        Name: 'furnace-parts',
        DisplayName: 'Furnace Parts',
        IsPreview: false,
      },
    ]);
    expect(((await data(`${TREE}?entityLevel=All`)) as FinderCategory[]).length).toBe(2);
  });

  it('answers 404 for a node the catalogue does not show, or under a hidden one', async () => {
    const { retired, commercial } = world.trees;
    const cases = [
      [`entityLevel=Category&id=${retired.category.categoryId}`, 'Category Not Found'],
      [
        `entityLevel=ProductClass&id=${retired.productClass.productClassId}`,
        'Product class Not Found',
      ],
      [
        `entityLevel=ManufacturingSeries&id=${commercial.series.manufacturingSeriesId}`,
        'Manufacturing series Not Found',
      ],
      ['entityLevel=Category&id=999999', 'Category Not Found'],
    ];
    for (const [query, exception] of cases) {
      const res = await world.get(`${TREE}?${query}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Successful: false, Data: null, Exception: exception });
    }
  });

  it('answers 404 for a catalogue the site does not offer', async () => {
    const res = await world.get(`${TREE}?catalogId=7`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Successful: false,
      Data: null,
      Exception: 'Catalog Not Offered On This Site',
    });
  });

  it('refuses a level it cannot answer alone, or a level without an id', async () => {
    const cases = [
      [
        'entityLevel=Product&id=1',
        'entityLevel must be All, Category, ProductClass or ManufacturingSeries',
      ],
      [
        'entityLevel=5&id=1',
        'entityLevel must be All, Category, ProductClass or ManufacturingSeries',
      ],
      ['entityLevel=Category', 'id is required with entityLevel'],
      ['entityLevel=Category&id=abc', 'id must be a number written in decimal digits'],
    ];
    for (const [query, message] of cases) {
      const res = await world.get(`${TREE}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Successful: false, Message: message });
    }
  });
});
