import { describe, expect, it } from 'vitest';
import {
  exportButtonText,
  exportQueryOf,
  fallbackFileName,
  type ExportOptions,
} from './export-request.ts';

const options: ExportOptions = {
  pricing: true,
  inventory: false,
  customerNumber: null,
  catalogId: 5,
  isPreview: false,
  siteName: 'sales',
};

describe('the export query', () => {
  it("names the level's id and the switches", () => {
    expect(exportQueryOf({ level: 'product', value: '12' }, options)).toEqual({
      productId: '12',
      ShowPricing: 'true',
      ShowInventory: 'false',
      customerNumber: undefined,
      catalogId: '5',
      isPreview: undefined,
      siteName: 'sales',
    });
  });

  it('carries the chosen customer and the preview', () => {
    const query = exportQueryOf(
      { level: 'model', value: '00012345' },
      { ...options, customerNumber: '0000100100', isPreview: true },
    );
    expect(query).toMatchObject({
      pcnCatalogNumber: '00012345',
      customerNumber: '0000100100',
      isPreview: 'true',
    });
  });

  it('has no id for all categories and customer material numbers', () => {
    expect(Object.keys(exportQueryOf({ level: 'all', value: null }, options))).not.toContain(
      'categoryId',
    );
    expect(
      exportQueryOf(
        { level: 'customermaterial', value: null },
        { ...options, customerNumber: '7' },
      ),
    ).toMatchObject({ customerNumber: '7' });
  });

  it('uses the id name of each level', () => {
    expect(exportQueryOf({ level: 'manufacturingseries', value: '3' }, options)).toMatchObject({
      manufacturingSeriesId: '3',
    });
    expect(exportQueryOf({ level: 'materialgroup', value: 'MG1' }, options)).toMatchObject({
      materialGroupNumber: 'MG1',
    });
    expect(exportQueryOf({ level: 'sectiontable', value: '9' }, options)).toMatchObject({
      sectionTableId: '9',
    });
  });
});

describe('texts', () => {
  it("names the level's button and file", () => {
    expect(exportButtonText('product')).toBe('Export Product to Excel');
    expect(exportButtonText('manufacturingseries')).toBe('Export Manufacturing Series to Excel');
    expect(fallbackFileName('all')).toBe('All Categories.xlsx');
  });
});
