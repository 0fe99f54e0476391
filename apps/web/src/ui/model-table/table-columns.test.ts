import { nonBlankColumns } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  CALL_FOR_PRICING,
  cellText,
  cellValue,
  itemName,
  itemNumberColumn,
  tableColumns,
} from './table-columns.ts';
import { createLayoutColumn, createModel } from './test-factories.ts';

const column = createLayoutColumn;
const model = createModel;

const layout = [
  column({
    PropertyName: 'TotalList',
    Name: 'list',
    DisplayName: 'List',
    OrderBy: 3,
    PropertyType: 'Decimal',
  }),
  column({ PropertyName: 'Descriptions', DisplayName: 'Description', OrderBy: 2 }),
  column({
    PropertyName: 'PcnCatalogNumber',
    Name: 'pcn',
    DisplayName: 'Catalog Number',
    OrderBy: 5,
  }),
  column({ PropertyName: 'FingoodTpiMfgMod', DisplayName: 'Model Number', OrderBy: 1 }),
  column({ PropertyName: '', Name: 'addItemToCart', DisplayName: 'Add', OrderBy: 4 }),
];

describe('tableColumns', () => {
  it('puts the model column first and the rest by OrderBy, without action columns', () => {
    const headers = tableColumns(layout, { showPrice: true, showInventory: false }).map(
      (c) => c.header,
    );
    expect(headers).toEqual(['Catalog Number', 'Model Number', 'Description', 'List']);
  });

  it('hides price columns when the site has no pricing', () => {
    const headers = tableColumns(layout, { showPrice: false, showInventory: false }).map(
      (c) => c.header,
    );
    expect(headers).not.toContain('List');
  });

  it('adds a model column when the layout has none', () => {
    const columns = tableColumns([column({ OrderBy: 1 })], {
      showPrice: true,
      showInventory: false,
    });
    expect(columns[0]).toMatchObject({ kind: 'model', path: 'PcnCatalogNumber' });
  });

  it('marks the columns of part numbers, which never break across lines', () => {
    const columns = tableColumns(
      [
        ...layout,
        column({ PropertyName: 'DivisionModelNumbers', OrderBy: 6 }),
        column({ PropertyName: 'MaterialGroupNumber', OrderBy: 7 }),
      ],
      { showPrice: true, showInventory: true, customer: { materialNumber: () => 'AC-1' } },
    );
    expect(columns.filter((c) => c.partNumber).map((c) => c.path)).toEqual([
      'PcnCatalogNumber',
      'CustomerMaterialNumber',
      'FingoodTpiMfgMod',
      'DivisionModelNumbers',
      'MaterialGroupNumber',
    ]);
  });

  it('inserts Inventory at position 4 only when inventory is shown', () => {
    expect(
      tableColumns(layout, { showPrice: true, showInventory: false }).some(
        (c) => c.kind === 'inventory',
      ),
    ).toBe(false);
    const columns = tableColumns(layout, { showPrice: true, showInventory: true });
    expect(columns[3]).toMatchObject({ header: 'Inventory', path: 'Available' });
  });
});

describe('customer columns', () => {
  const price = (m: { TotalList: number | null }) =>
    m.TotalList === null ? null : Math.round(m.TotalList * 45) / 100;

  it('shows Multiplier Pricing after List only for a signed-in customer', () => {
    expect(
      tableColumns(layout, { showPrice: true, showInventory: false }).map((c) => c.header),
    ).not.toContain('Multiplier Pricing');
    const columns = tableColumns(layout, {
      showPrice: true,
      showInventory: false,
      customer: { price },
    });
    const headers = columns.map((c) => c.header);
    expect(headers.slice(-2)).toEqual(['List', 'Multiplier Pricing']);
    expect(cellText(model({ TotalList: 100 }), columns.at(-1)!)).toBe('$45.00');
    expect(cellText(model({ TotalList: 0 }), columns.at(-1)!)).toBe(CALL_FOR_PRICING);
    expect(cellText(model({ TotalList: null }), columns.at(-1)!)).toBe(CALL_FOR_PRICING);
  });

  it("shows 'Call for Pricing' for a customer price of zero or less", () => {
    const columns = tableColumns(layout, {
      showPrice: true,
      showInventory: false,
      customer: { price: () => 0 },
    });
    expect(cellText(model({ TotalList: 100 }), columns.at(-1)!)).toBe(CALL_FOR_PRICING);
  });

  it('leaves both price columns out on a site without pricing', () => {
    const headers = tableColumns(layout, {
      showPrice: false,
      showInventory: false,
      customer: { price },
    }).map((c) => c.header);
    expect(headers).not.toContain('List');
    expect(headers).not.toContain('Multiplier Pricing');
  });

  it('puts the Customer Material Number second, keeping Inventory fourth', () => {
    const materialNumber = (m: { PcnCatalogNumber: string }) =>
      m.PcnCatalogNumber === '12345' ? 'AC-1' : null;
    const columns = tableColumns(layout, {
      showPrice: true,
      showInventory: true,
      customer: { price, materialNumber },
    });
    expect(columns.map((c) => c.header)).toEqual([
      'Catalog Number',
      'Customer Material Number',
      'Model Number',
      'Inventory',
      'Description',
      'List',
      'Multiplier Pricing',
    ]);
    expect(cellText(model(), columns[1]!)).toBe('AC-1');
    expect(cellText(model({ PcnCatalogNumber: '999' }), columns[1]!)).toBe('');
  });

  it("keeps the customer's own columns under HideBlankColumns while some row has a value", () => {
    const columns = tableColumns(layout, {
      showPrice: false,
      showInventory: false,
      customer: { materialNumber: () => 'AC-1' },
    });
    const models = [model({ Descriptions: null })];
    expect(nonBlankColumns(models, columns, cellValue).map((c) => c.header)).toEqual([
      'Catalog Number',
      'Customer Material Number',
      'Model Number',
    ]);
  });
});

describe('cellText', () => {
  const [pcn, mfg, description, list] = tableColumns(layout, {
    showPrice: true,
    showInventory: false,
  });

  it('formats prices as US dollars', () => {
    expect(cellText(model(), list!)).toBe('$1,234.50');
  });

  it("shows 'Call for Pricing' for a price of zero or less or none", () => {
    expect(cellText(model({ TotalList: 0 }), list!)).toBe(CALL_FOR_PRICING);
    expect(cellText(model({ TotalList: -3 }), list!)).toBe(CALL_FOR_PRICING);
    expect(cellText(model({ TotalList: null }), list!)).toBe(CALL_FOR_PRICING);
  });

  it('shows text fields as they are and missing ones as empty', () => {
    expect(cellText(model(), pcn!)).toBe('12345');
    expect(cellText(model(), mfg!)).toBe('MTR-1');
    expect(cellText(model({ Descriptions: null }), description!)).toBe('');
  });

  it('reads nested fields, booleans and delimited lists', () => {
    const [height, replacement, divisions] = tableColumns(
      [
        column({
          ParentPropertyName: 'ModelDimensions',
          PropertyName: 'Height',
          PropertyType: 'Decimal',
          OrderBy: 1,
        }),
        column({ PropertyName: 'ReplacementPart', PropertyType: 'Boolean', OrderBy: 2 }),
        column({
          ParentPropertyName: 'DivisionModels',
          PropertyName: 'DivisionModelNumbers',
          FormatType: 'Delimited',
          FormatValue: '|',
          OrderBy: 3,
        }),
      ],
      { showPrice: true, showInventory: false },
    ).slice(1);
    expect(cellText(model(), height!)).toBe('10 in');
    expect(cellText(model(), replacement!)).toBe('Yes');
    expect(cellText(model(), divisions!)).toBe('A, B');
  });
});

describe('itemNumberColumn', () => {
  it("gives a row its callout's number and leaves rows no callout points at blank", () => {
    const item = itemNumberColumn(new Map([['120-0001', 7]]));
    expect(item.header).toBe('Item');
    expect(cellText(model({ PcnCatalogNumber: '120-0001' }), item)).toBe('7');
    expect(cellText(model({ PcnCatalogNumber: '120-0002' }), item)).toBe('');
    expect(item.showOnMobile).toBe(false);
  });
});

describe('itemName', () => {
  it('names a part by its callout, or by its catalogue number when no callout points at it', () => {
    const numbers = new Map([['120-0001', 7]]);
    expect(itemName('120-0001', numbers)).toBe('item 7');
    expect(itemName('120-0002', numbers)).toBe('120-0002');
    expect(itemName('120-0001', null)).toBe('120-0001');
  });
});
