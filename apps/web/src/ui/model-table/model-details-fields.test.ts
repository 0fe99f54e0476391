import { describe, expect, it } from 'vitest';
import { detailFields } from './model-details-fields.ts';
import { tableColumns } from './table-columns.ts';
import { createLayoutColumn, createModel } from './test-factories.ts';

const columns = tableColumns(
  [
    createLayoutColumn({ PropertyName: 'PcnCatalogNumber', DisplayName: 'Catalog #', OrderBy: 1 }),
    createLayoutColumn({ PropertyName: 'FingoodTpiMfgMod', DisplayName: 'Model #', OrderBy: 2 }),
    createLayoutColumn({ PropertyName: 'TotalList', DisplayName: 'List Price', OrderBy: 3 }),
  ],
  { showPrice: true, showInventory: true },
);

describe('detailFields', () => {
  it('gives the dimensions in inches and the weight in pounds', () => {
    const model = createModel({
      ModelDimensions: { Height: 12, Width: 13.1, Depth: 10.6, Weight: 10.1 },
    });
    const fields = new Map(detailFields(model, columns));
    expect(fields.get('Dimensions')).toBe('H 12 × W 13.1 × D 10.6 in');
    expect(fields.get('Weight')).toBe('10.1 lb');
  });

  it('leaves prices and stock to the buy box, and empty fields out', () => {
    const model = createModel({ ModelDimensions: null, Notes: null });
    expect(detailFields(model, columns).map(([label]) => label)).toEqual([
      'Catalog #',
      'Model #',
      'Description',
    ]);
  });
});
