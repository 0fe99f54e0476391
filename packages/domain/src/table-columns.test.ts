import { describe, expect, it } from 'vitest';
import type { LayoutColumn } from './section.ts';
import { planTableColumns } from './table-columns.ts';

const layout = (id: number, PropertyName: string, extra: Partial<LayoutColumn> = {}) =>
  ({
    SectionTableLayoutColumnId: id,
    EntityName: 'Model',
    EntityPropertyName: null,
    ParentPropertyName: null,
    PropertyName,
    Name: PropertyName,
    DisplayName: PropertyName,
    DisplayDescription: null,
    SortBy: true,
    FilterBy: true,
    KeywordSearchBy: true,
    ShowOnMobile: false,
    PropertyType: 'String',
    OverrideProperty: null,
    FormatType: null,
    FormatValue: null,
    OrderBy: id,
    ...extra,
  }) satisfies LayoutColumn;

const columns = [
  layout(5, 'Notes'),
  layout(1, 'TotalList', { DisplayName: 'List', PropertyType: 'Decimal' }),
  layout(2, 'PCN_CATALOGNUMBER', { DisplayName: 'Catalog #' }),
  layout(3, 'ViewDetails'),
  layout(4, 'Available', { Name: 'Inventory', DisplayName: 'Stock' }),
  layout(6, 'Dimensions', { ParentPropertyName: 'Specs' }),
];

describe('planTableColumns', () => {
  it('puts the catalogue number first and the rest by OrderBy, without action columns', () => {
    const plan = planTableColumns(columns, { showPrice: true, showInventory: false });
    expect(plan.map((c) => c.header)).toEqual(['Catalog #', 'List', 'Notes', 'Dimensions']);
    expect(plan.map((c) => c.path)).toEqual([
      'PcnCatalogNumber',
      'TotalList',
      'Notes',
      'Specs.Dimensions',
    ]);
    expect(plan.map((c) => c.kind)).toEqual(['model', 'price', 'text', 'text']);
  });

  it("places a customer's columns and stock where the page shows them", () => {
    const plan = planTableColumns(columns, {
      showPrice: true,
      showInventory: true,
      customerPrice: true,
      customerMaterial: true,
    });
    expect(plan.map((c) => [c.header, c.source])).toEqual([
      ['Catalog #', 'row'],
      ['Customer Material Number', 'customer-material'],
      ['List', 'row'],
      ['Stock', 'row'],
      ['Multiplier Pricing', 'customer-price'],
      ['Notes', 'row'],
      ['Dimensions', 'row'],
    ]);
    expect(plan[3]).toMatchObject({ path: 'Available', kind: 'inventory' });
  });

  it("leaves prices out without pricing, the customer's price with them", () => {
    const plan = planTableColumns(columns, {
      showPrice: false,
      showInventory: false,
      customerPrice: true,
    });
    expect(plan.some((c) => c.kind === 'price')).toBe(false);
  });

  it('falls back to a Catalog Number column when the layout has none', () => {
    const plan = planTableColumns([layout(1, 'Notes')], { showPrice: true, showInventory: true });
    expect(plan.map((c) => [c.header, c.path])).toEqual([
      ['Catalog Number', 'PcnCatalogNumber'],
      ['Notes', 'Notes'],
      ['Inventory', 'Available'],
    ]);
  });
});
