import { describe, expect, it } from 'vitest';
import {
  customerMaterialNumber,
  exportSectionTableUrl,
  menuSorts,
  mobileFieldOptions,
  showsCustomerMaterialColumn,
  showsInventoryInfo,
  tableCustomers,
} from './column-rules.ts';
import { tableColumns } from './table-columns.ts';
import { createLayoutColumn } from './test-factories.ts';

describe('showsInventoryInfo', () => {
  // A customer admin uses the sales-rep or the customer portal (siteKindOf).
  it.each(['sales', 'orders', 'customers', 'customer', 'Sales'])(
    'shows the info button on the %s site for a numeric value',
    (site) => {
      expect(showsInventoryInfo(site, 3)).toBe(true);
      expect(showsInventoryInfo(site, 0)).toBe(true);
    },
  );
  it.each(['parts', 'editor', 'cr'])('hides it on the %s site', (site) => {
    expect(showsInventoryInfo(site, 3)).toBe(false);
  });
  it('hides it for a missing or non-numeric value', () => {
    expect(showsInventoryInfo('sales', null)).toBe(false);
    expect(showsInventoryInfo('sales', '3')).toBe(false);
    expect(showsInventoryInfo('sales', Number.NaN)).toBe(false);
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

describe('tableCustomers', () => {
  it("shows a customer's material numbers on a customer site with or without pricing", () => {
    expect(tableCustomers({ Name: 'customers', HasPricing: true }, ['C1', 'C2'])).toEqual({
      materials: 'C1',
      prices: 'C1',
    });
    expect(tableCustomers({ Name: 'customers', HasPricing: false }, ['C1'])).toEqual({
      materials: 'C1',
      prices: null,
    });
  });

  it('shows nobody their own columns when signed out, without customers or on the sales site', () => {
    const none = { materials: null, prices: null };
    expect(tableCustomers({ Name: 'customers', HasPricing: true }, null)).toEqual(none);
    expect(tableCustomers({ Name: 'customers', HasPricing: true }, [])).toEqual(none);
    expect(tableCustomers({ Name: 'sales', HasPricing: true }, ['C1'])).toEqual(none);
  });
});

describe('menuSorts', () => {
  it('sorts every filterable column, and the columns the layout lets sort', () => {
    expect(menuSorts({ sortable: false, filterable: true })).toBe(true);
    expect(menuSorts({ sortable: true, filterable: false })).toBe(true);
    expect(menuSorts({ sortable: false, filterable: false })).toBe(false);
  });
});

describe('mobileFieldOptions', () => {
  it('offers the price first, then the static mobile fields and ShowOnMobile columns, never the model column', () => {
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
      'List',
      'Model #',
      'Notes',
      'Series',
    ]);
  });
  it("offers a signed-in customer's own price first, List after the marked columns", () => {
    const columns = tableColumns(
      [
        createLayoutColumn({
          PropertyName: 'FingoodTpiMfgMod',
          DisplayName: 'Model #',
          OrderBy: 1,
        }),
        createLayoutColumn({ PropertyName: 'TotalList', DisplayName: 'List', OrderBy: 2 }),
      ],
      { showPrice: true, showInventory: false, customer: { price: () => 5 } },
    );
    expect(mobileFieldOptions(columns).map((c) => c.header)).toEqual([
      'Multiplier Pricing',
      'Model #',
      'List',
    ]);
  });
  it('keeps the marked columns first where the site shows no prices', () => {
    const columns = tableColumns(
      [
        createLayoutColumn({ PropertyName: 'Series', DisplayName: 'Series', OrderBy: 1 }),
        createLayoutColumn({
          PropertyName: 'FingoodTpiMfgMod',
          DisplayName: 'Model #',
          OrderBy: 2,
        }),
        createLayoutColumn({ PropertyName: 'TotalList', DisplayName: 'List', OrderBy: 3 }),
      ],
      { showPrice: false, showInventory: false },
    );
    expect(mobileFieldOptions(columns).map((c) => c.header)).toEqual(['Model #', 'Series']);
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
  const table = { siteName: 'sales', sectionTableId: 4, productId: 9, showInventory: true };

  it('names the site, table, product, inventory flag and catalogue', () => {
    expect(exportSectionTableUrl({ ...table, catalogId: 7, isPreview: false })).toBe(
      '/api/export/exportSectionTable?siteName=sales&sectionTableId=4&productId=9&showinventory=true&catalogId=7',
    );
  });

  it('asks for preview content in preview mode', () => {
    expect(exportSectionTableUrl({ ...table, catalogId: 5, isPreview: true })).toMatch(
      /&catalogId=5&isPreview=true$/,
    );
  });
});
