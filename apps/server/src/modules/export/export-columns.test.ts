import { PricingType, type CustomerMultipliers, type TableModel } from '@portal/domain';
import { layoutColumn as layout } from '@portal/domain/testing';
import { describe, expect, it } from 'vitest';
import { exportColumns, mergeLayouts, type ExportColumnOptions } from './export-columns.ts';
import { ROW_FIELDS } from './export-statement.ts';
import { sheetCell } from './sheet-columns.ts';

const parts = [
  layout(1, 'PcnCatalogNumber', { DisplayName: 'Catalog #', OrderBy: 0 }),
  layout(2, 'Descriptions', { DisplayName: 'Description', OrderBy: 2 }),
  layout(3, 'TotalList', { DisplayName: 'List', PropertyType: 'Decimal', OrderBy: 3 }),
];
const kits = [
  layout(11, 'PcnCatalogNumber', { DisplayName: 'Part', OrderBy: 0 }),
  layout(12, 'SapModelDescription', { DisplayName: 'Description', OrderBy: 1 }),
  layout(13, 'Descriptions', { DisplayName: 'Text', OrderBy: 2 }),
  layout(14, 'Series', { OrderBy: 3 }),
];
const agreement: CustomerMultipliers = {
  CustomerMultiplier: { Number: 'C1', PricingType: PricingType.Multiplier, Rate: 50 },
  ProductMultipliers: {},
  MaterialMultipliers: {},
};
const options = (extra: Partial<ExportColumnOptions> = {}): ExportColumnOptions => ({
  level: 'product',
  showPricing: true,
  showInventory: false,
  multipliers: null,
  customerMaterials: false,
  placeOf: () => ({ category: 'Heaters', product: 'HDU', sectionTable: 'Parts' }),
  ...extra,
});
const headers = (layouts: (typeof parts)[], extra?: Partial<ExportColumnOptions>) =>
  exportColumns(layouts, options(extra)).map((c) => c.header);

describe('mergeLayouts', () => {
  it('keeps each property once, where it first appears', () => {
    expect(mergeLayouts([parts, kits]).map((c) => c.PropertyName)).toEqual([
      'PcnCatalogNumber',
      'Descriptions',
      'TotalList',
      'SapModelDescription',
      'Series',
    ]);
  });
});

describe('exportColumns', () => {
  it("puts the place first, and tells two tables' like-named properties apart", () => {
    expect(headers([parts, kits])).toEqual([
      'Section Table',
      'Catalog #',
      'Description',
      'List',
      'Description (SapModelDescription)',
      'Series',
    ]);
  });

  it('adds stock fourth, the customer number second and their price and rule by list', () => {
    expect(
      headers([parts], {
        level: 'sectiontable',
        showInventory: true,
        multipliers: agreement,
        customerMaterials: true,
      }),
    ).toEqual([
      'Catalog #',
      'Customer Material Number',
      'Description',
      'Inventory',
      'List',
      'Multiplier Pricing',
      'Price Rule',
    ]);
  });

  it('adds List Price when no layout has it, and leaves prices out without pricing', () => {
    expect(headers([kits], { level: 'sectiontable', multipliers: agreement })).toEqual([
      'Part',
      'Description',
      'Text',
      'Series',
      'List Price',
      'Multiplier Pricing',
      'Price Rule',
    ]);
    expect(
      headers([parts, kits], { level: 'all', showPricing: false, multipliers: agreement }),
    ).toEqual([
      'Category',
      'Product',
      'Section Table',
      'Catalog #',
      'Description',
      'Description (SapModelDescription)',
      'Series',
    ]);
  });

  it("writes the customer's price and the rule that made it", () => {
    const columns = exportColumns(
      [kits],
      options({ level: 'sectiontable', multipliers: agreement }),
    );
    const model = { PcnCatalogNumber: 'A', TotalList: 80, ProductHierarchy: null } as TableModel;
    const cells = columns.map((c) => sheetCell(model, c));
    expect(cells.slice(-3)).toEqual([80, 40, 'Multiplier 50% for customer C1']);
    const unpriced = columns.map((c) => sheetCell({ ...model, TotalList: null }, c));
    expect(unpriced.slice(-3)).toEqual([
      'Call for Pricing',
      'Call for Pricing',
      'This part has no list price: the factory prices it on request.',
    ]);
  });
});

describe('ROW_FIELDS', () => {
  it("names the model column of each field of a table row, as the catalogue's mapping reads it", () => {
    expect(ROW_FIELDS.get('PcnCatalogNumber')).toBe('pcnCatalogNumber');
    expect(ROW_FIELDS.get('Descriptions')).toBe('descriptions');
    expect(ROW_FIELDS.get('TotalList')).toBe('totalList');
    // Fields that are not model columns come with the row's other reads.
    for (const field of ['Image', 'Available', 'DivisionModelNumbers'])
      expect(ROW_FIELDS.has(field)).toBe(false);
    expect(ROW_FIELDS.size).toBe(21);
  });
});
