import { describe, expect, it } from 'vitest';
import type { TableModel } from './section.ts';
import { nonBlankColumns, planTableColumns, readColumnPath } from './table-columns.ts';
import { layoutColumn as layout } from './testing.ts';

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

  it('reads numeric property types as numbers, and part-number lists as text', () => {
    const plan = planTableColumns(
      [
        layout(1, 'PcnCatalogNumber'),
        layout(2, 'Quantity', { PropertyType: 'Int32' }),
        layout(3, 'Weight', { PropertyType: 'Decimal' }),
        layout(4, 'DivisionModelNumbers', { PropertyType: 'DivisionModelNumber' }),
        layout(5, 'Series', { FormatType: 'Number' }),
      ],
      { showPrice: true, showInventory: false },
    );
    expect(plan.map((c) => c.kind)).toEqual(['model', 'number', 'number', 'text', 'number']);
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

describe('nonBlankColumns', () => {
  const plan = planTableColumns(
    [layout(1, 'PcnCatalogNumber'), layout(2, 'Notes'), layout(3, 'Series')],
    {
      showPrice: false,
      showInventory: true,
    },
  );
  const rows = [
    { PcnCatalogNumber: '', Notes: 'Gasket', Series: '' },
    { PcnCatalogNumber: '', Notes: null, Series: null },
  ] as unknown as TableModel[];
  const shown = (
    models: TableModel[],
    valueOf = (m: TableModel, c: { path: string }) => readColumnPath(m, c.path),
  ) => nonBlankColumns(models, plan, valueOf).map((c) => c.header);

  it('drops the columns no row has a value in, never the catalogue number', () => {
    expect(shown(rows)).toEqual(['PcnCatalogNumber', 'Notes']);
    expect(shown([])).toEqual(['PcnCatalogNumber']);
  });

  it('reads a cell the way the caller shows it', () => {
    expect(shown(rows, (_, c) => (c.path === 'Series' ? 'worked out' : null))).toEqual([
      'PcnCatalogNumber',
      'Series',
    ]);
  });
});
