import type { TableModel } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { sheetCell, sheetColumns } from './sheet-columns.ts';
import { layoutColumn as layout } from '@portal/domain/testing';

const row = { PcnCatalogNumber: '1', TotalList: 12, Ecommerce: false } as TableModel;

describe('sheetColumns', () => {
  const columns = [
    layout(3, 'Descriptions'),
    layout(1, 'FingoodTpiMfgMod'),
    layout(2, 'TotalList'),
    layout(4, 'AddItemToCart', { Name: 'addItemToCart' }),
    layout(5, 'Series'),
  ];
  const headers = (showPrice: boolean, showInventory: boolean) =>
    sheetColumns(columns, { showPrice, showInventory }).map((c) => c.header);

  it('starts with a catalogue-number column even when the layout has none', () => {
    expect(headers(true, false)).toEqual([
      'Catalog Number',
      'FingoodTpiMfgMod',
      'TotalList',
      'Descriptions',
      'Series',
    ]);
  });

  it('drops price columns without pricing and puts Inventory fourth', () => {
    expect(headers(false, true)).toEqual([
      'Catalog Number',
      'FingoodTpiMfgMod',
      'Descriptions',
      'Inventory',
      'Series',
    ]);
  });
});

describe('sheetCell', () => {
  const [model, price] = sheetColumns([layout(1, 'TotalList'), layout(2, 'Ecommerce')], {
    showPrice: true,
    showInventory: false,
  });
  it('keeps numbers numeric and writes booleans as Yes or No', () => {
    expect(sheetCell(row, price!)).toBe(12);
    expect(sheetCell(row, { ...model!, path: 'Ecommerce', kind: 'boolean' })).toBe('No');
  });

  it('joins delimited values with commas and leaves missing values empty', () => {
    const notes = { ...model!, path: 'Notes', kind: 'text' as const, formatType: 'Delimited' };
    expect(sheetCell({ ...row, Notes: 'a| b|' }, { ...notes, formatValue: '|' })).toBe('a, b');
    expect(sheetCell(row, notes)).toBeNull();
  });
});
