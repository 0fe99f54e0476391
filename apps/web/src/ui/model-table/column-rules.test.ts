import { describe, expect, it } from 'vitest';
import {
  customerMaterialNumber,
  exportSectionTableUrl,
  mobileFieldOptions,
  showsCustomerMaterialColumn,
  showsInventoryInfo,
} from './column-rules.ts';
import { tableColumns } from './table-columns.ts';
import { createLayoutColumn } from './test-factories.ts';

describe('showsInventoryInfo', () => {
  it('shows the info button on sales and customer sites for a numeric value', () => {
    expect(showsInventoryInfo('sales', 3)).toBe(true);
    expect(showsInventoryInfo('customers', 0)).toBe(true);
  });
  it('hides it on the parts site and for a missing value', () => {
    expect(showsInventoryInfo('parts', 3)).toBe(false);
    expect(showsInventoryInfo('sales', null)).toBe(false);
    expect(showsInventoryInfo('sales', '3')).toBe(false);
  });
});

describe('Customer Material Number column', () => {
  const models = [
    { CustomerMaterials: [{ CustomerNumber: 'C1', MaterialNumber: 'MAT-9' }] },
    { CustomerMaterials: null },
  ];
  it('shows only for a signed-in customer number with a material number on some model', () => {
    expect(showsCustomerMaterialColumn(models, 'C1')).toBe(true);
    expect(showsCustomerMaterialColumn(models, 'C2')).toBe(false);
    expect(showsCustomerMaterialColumn(models, null)).toBe(false);
    expect(
      showsCustomerMaterialColumn(
        [{ CustomerMaterials: [{ CustomerNumber: 'C1', MaterialNumber: ' ' }] }],
        'C1',
      ),
    ).toBe(false);
  });
  it("reads the customer's material number of a model", () => {
    expect(customerMaterialNumber(models[0]!, 'C1')).toBe('MAT-9');
    expect(customerMaterialNumber(models[1]!, 'C1')).toBeNull();
  });
});

describe('mobileFieldOptions', () => {
  it('offers the static mobile fields and ShowOnMobile columns first, never the model column', () => {
    const columns = tableColumns(
      [
        createLayoutColumn({
          PropertyName: 'PcnCatalogNumber',
          Name: 'PCN_CATALOGNUMBER',
          OrderBy: 1,
        }),
        createLayoutColumn({
          PropertyName: 'FingoodTpiMfgMod',
          DisplayName: 'Model #',
          OrderBy: 2,
        }),
        createLayoutColumn({ PropertyName: 'Series', DisplayName: 'Series', OrderBy: 3 }),
        createLayoutColumn({
          PropertyName: 'Notes',
          DisplayName: 'Notes',
          ShowOnMobile: true,
          OrderBy: 4,
        }),
        createLayoutColumn({ PropertyName: 'TotalList', DisplayName: 'List', OrderBy: 5 }),
      ],
      { showPrice: true, showInventory: false },
    );
    expect(mobileFieldOptions(columns).map((c) => c.header)).toEqual([
      'Model #',
      'Notes',
      'List',
      'Series',
    ]);
  });
  it('offers every column when none is marked for mobile', () => {
    const columns = tableColumns(
      [createLayoutColumn({ PropertyName: 'Series', DisplayName: 'Series', OrderBy: 1 })],
      { showPrice: true, showInventory: false },
    );
    expect(mobileFieldOptions(columns).map((c) => c.header)).toEqual(['Series']);
  });
});

describe('exportSectionTableUrl', () => {
  it('names the site, table, product and inventory flag', () => {
    expect(
      exportSectionTableUrl({
        siteName: 'sales',
        sectionTableId: 4,
        productId: 9,
        showInventory: true,
      }),
    ).toBe(
      '/api/export/exportSectionTable?siteName=sales&sectionTableId=4&productId=9&showinventory=true',
    );
  });
});
