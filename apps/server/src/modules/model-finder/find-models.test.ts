import type { FinderFilter, FoundModels } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinderWorld, type Caller, type FinderWorld } from './finder-test-world.ts';

const FIND = '/api/modelFinder/FindModels';
type Filter = Partial<FinderFilter> & { EntityPropertyName: string };

describe('POST /api/modelFinder/FindModels', () => {
  let world: FinderWorld;
  beforeAll(async () => {
    world = await createFinderWorld();
  });
  afterAll(() => world.close());

  const filter = (f: Filter) => ({
    EntityName: 'Model',
    Value: '',
    Blank: false,
    Negate: false,
    ...f,
  });
  const find = (filters: Filter[], query = '', caller: Caller = 'salesRep') =>
    world.post(`${FIND}${query}`, filters.map(filter), caller);
  const pcns = async (filters: Filter[], query = '') => {
    const res = await find(filters, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as FoundModels).List.map((m) => m.PcnCatalogNumber);
  };
  const refusal = async (filters: unknown, caller: Caller = 'salesRep') => {
    const res = await world.post(FIND, filters, caller);
    expect(res.statusCode).toBe(400);
    return res.json().Message as string;
  };

  it('answers 401 to a signed-out caller', async () => {
    const res = await world.post(
      FIND,
      [filter({ EntityPropertyName: 'Series', Value: 'HX' })],
      null,
    );
    expect(res.statusCode).toBe(401);
    // The body is checked only for a caller who may call: a stranger learns nothing from it.
    expect((await world.post(FIND, [], null)).statusCode).toBe(401);
  });

  it('finds models containing the text in any case, with their product and the value', async () => {
    const res = await find([{ EntityPropertyName: 'Descriptions', Value: 'IGNITER' }]);
    expect(res.json()).toEqual({
      Successful: true,
      List: [
        {
          PcnCatalogNumber: '100-0001',
          FingoodTpiMfgMod: 'HX-100-IGN',
          SapModelDescription: null,
          Descriptions: 'Igniter, hot surface',
          ProductId: world.trees.heating.product.productId,
          ProductName: 'furnace-parts',
          ProductDisplayName: 'Furnace Parts',
          Values: { 'Model.Descriptions': 'Igniter, hot surface' },
        },
        expect.objectContaining({
          PcnCatalogNumber: '100-0003',
          Values: { 'Model.Descriptions': 'Igniter, 50% longer' },
        }),
      ],
      PageSize: 50,
      Total: 2,
      TotalIsExact: true,
      Next: null,
    });
  });

  it('combines two and three filters, each narrowing', async () => {
    expect(
      await pcns([
        { EntityPropertyName: 'Descriptions', Value: 'igniter' },
        { EntityPropertyName: 'Series', Value: 'hx2' },
      ]),
    ).toEqual(['100-0003']);
    const three = await find([
      { EntityPropertyName: 'FingoodTpiMfgMod', Value: 'hx-' },
      { EntityPropertyName: 'Descriptions', Value: 'flame', Negate: true },
      { EntityPropertyName: 'Ecommerce', Value: 'true' },
    ]);
    const body = three.json() as FoundModels;
    expect(body.List.map((m) => m.PcnCatalogNumber)).toEqual(['100-0001']);
    expect(body.List[0]!.Values).toEqual({
      'Model.FingoodTpiMfgMod': 'HX-100-IGN',
      'Model.Descriptions': 'Igniter, hot surface',
      'Model.Ecommerce': 'true',
    });
  });

  it('with Negate finds what does not contain the text, an empty value included', async () => {
    expect(
      await pcns([{ EntityPropertyName: 'Descriptions', Value: 'igniter', Negate: true }]),
    ).toEqual(['100-0002', '200-0001', '200-0002']);
    expect(await pcns([{ EntityPropertyName: 'Ecommerce', Value: 'true', Negate: true }])).toEqual([
      '100-0003',
    ]);
  });

  it('with Blank finds missing or empty values, and with Negate present ones', async () => {
    expect(
      await pcns([{ EntityPropertyName: 'Descriptions', Blank: true, Value: 'ignored' }]),
    ).toEqual(['200-0002']);
    expect(await pcns([{ EntityPropertyName: 'Barcode', Blank: true }])).toEqual([
      '100-0002',
      '100-0003',
      '200-0001',
      '200-0002',
    ]);
    expect(await pcns([{ EntityPropertyName: 'Barcode', Blank: true, Negate: true }])).toEqual([
      '100-0001',
    ]);
  });

  it('filters by a field of the product showing the model', async () => {
    const res = await find([
      { EntityName: 'Product', EntityPropertyName: 'DisplayName', Value: 'fan' },
    ]);
    const body = res.json() as FoundModels;
    expect(body.List.map((m) => [m.PcnCatalogNumber, m.Values['Product.DisplayName']])).toEqual([
      ['200-0001', 'Fan Parts'],
      ['200-0002', 'Fan Parts'],
    ]);
  });

  it('matches % and _ as the characters they are', async () => {
    expect(await pcns([{ EntityPropertyName: 'Descriptions', Value: '50%' }])).toEqual([
      '100-0003',
    ]);
    expect(await pcns([{ EntityPropertyName: 'Descriptions', Value: '%' }])).toEqual(['100-0003']);
    expect(await pcns([{ EntityPropertyName: 'Descriptions', Value: '_' }])).toEqual([]);
  });

  it('pages by catalogue number with Next, counting every match', async () => {
    const all = [{ EntityPropertyName: 'PcnCatalogNumber', Value: '-0' }];
    const pages: string[][] = [];
    let after: string | null = '';
    while (after !== null) {
      const query: string = `?PageSize=2${after ? `&After=${encodeURIComponent(after)}` : ''}`;
      const body = (await find(all, query)).json() as FoundModels;
      expect(body).toMatchObject({ PageSize: 2, Total: 5, TotalIsExact: true });
      pages.push(body.List.map((m) => m.PcnCatalogNumber));
      after = body.Next;
    }
    expect(pages).toEqual([['100-0001', '100-0002'], ['100-0003', '200-0001'], ['200-0002']]);
  });

  it('refuses a field it does not know, naming it', async () => {
    expect(await refusal([filter({ EntityPropertyName: 'Colour', Value: 'red' })])).toBe(
      'Model has no field Colour.',
    );
    expect(
      await refusal([filter({ EntityName: 'Widget', EntityPropertyName: 'Name', Value: 'x' })]),
    ).toBe('There is no entity Widget to filter by.');
  });

  it("refuses the excluded sections' fields", async () => {
    const cases = [
      ['LabelDescriptions', 'Labels'],
      ['DivisionModels', 'Divisions'],
      ['ModelDimensions', 'Dimensions'],
      ['ProductModels', 'Associations'],
      ['ModelAssociations', 'Model Associations'],
      ['Image', 'Model Image'],
    ];
    for (const [property, section] of cases)
      expect(await refusal([filter({ EntityPropertyName: property!, Value: 'x' })])).toBe(
        `Model.${property} is in the ${section} section, which the finder does not search.`,
      );
    const category = [
      filter({ EntityName: 'Category', EntityPropertyName: 'Divisions', Value: '1' }),
    ];
    expect(await refusal(category)).toBe(
      'Category.Divisions is in the Divisions section, which the finder does not search.',
    );
  });

  it('refuses a field stored outside the entity table, and one the caller may not read', async () => {
    expect(await refusal([filter({ EntityPropertyName: 'CustomerMaterials', Value: 'x' })])).toBe(
      'Model.CustomerMaterials cannot be searched by the finder.',
    );
    expect(await refusal([filter({ EntityPropertyName: 'Notes', Value: 'kit' })], 'customer')).toBe(
      'Model has no field Notes.',
    );
    expect(await pcns([{ EntityPropertyName: 'Notes', Value: 'kit' }])).toEqual(['100-0001']);
  });

  it('refuses filters it cannot run', async () => {
    expect(await refusal([filter({ EntityPropertyName: 'Series' })])).toBe(
      'Enter a value for Series, or choose Blank only.',
    );
    expect(await refusal([filter({ EntityPropertyName: 'Ecommerce', Value: 'maybe' })])).toBe(
      'Sold Online must be true or false.',
    );
    expect(await refusal([])).toBe('Add at least one filter');
    expect(await refusal({ EntityName: 'Model' })).toBe('The body must be a list of filters');
    expect(await refusal([filter({ EntityPropertyName: 'Series', Value: 'x'.repeat(101) })])).toBe(
      'Value must be at most 100 characters',
    );
    expect(await refusal([{ EntityName: 'Model', Value: 'x' }])).toBe(
      'EntityPropertyName is required',
    );
    const tooMany = Array.from({ length: 11 }, () =>
      filter({ EntityPropertyName: 'Series', Value: 'x' }),
    );
    expect(await refusal(tooMany)).toBe('At most 10 filters are allowed');
  });

  it('answers 404 for a catalogue the site does not offer', async () => {
    const res = await find([{ EntityPropertyName: 'Series', Value: 'HX' }], '?CatalogId=7');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Successful: false, Message: 'Catalog Not Offered On This Site' });
  });
});
