import type { SearchResult } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { searchResultDetails, searchResultPaths, searchResultTo } from './result-route.ts';

const result = (overrides: Partial<SearchResult> = {}): SearchResult => ({
  ResultType: 'Model',
  Name: '12-345',
  Description: null,
  PcnCatalogNumber: '12-345',
  FingoodTpiMfgMod: 'M1',
  CategoryName: 'hvac',
  CategoryDisplayName: 'HVAC',
  ProductClassName: 'split',
  ProductClassDisplayName: 'Split Systems',
  ManufacturingSeriesName: 'x1',
  ManufacturingSeriesDisplayName: 'X1 Series',
  ProductName: 'hdu',
  ProductDisplayName: 'HDU',
  SectionName: 'parts',
  SectionDisplayName: 'Parts',
  SectionTabName: 'motors',
  SectionTabDisplayName: 'Motors',
  SectionTableId: 7,
  SectionTableDisplayName: 'Blower Motors',
  ImagePath: null,
  ...overrides,
});

describe('searchResultTo', () => {
  it('opens a model in its table on the product page, keeping the catalogue query', () => {
    expect(searchResultTo(result(), '?catalogId=5&isPreview=true')).toBe(
      '/hvac/split/x1/hdu/parts/motors?catalogId=5&isPreview=true&sectionTable=Blower+Motors&catalogNumber=12-345',
    );
  });
  it('names an unnamed table the way the model table does', () => {
    expect(searchResultTo(result({ SectionTableDisplayName: null }), '')).toBe(
      '/hvac/split/x1/hdu/parts/motors?sectionTable=Default+Section+Table&catalogNumber=12-345',
    );
  });
  it('opens a table at its tab without a model', () => {
    expect(searchResultTo(result({ ResultType: 'Table', PcnCatalogNumber: null }), '')).toBe(
      '/hvac/split/x1/hdu/parts/motors?sectionTable=Blower+Motors',
    );
  });
  it('opens a product page at its first tab', () => {
    expect(searchResultTo(result({ ResultType: 'Product' }), '?catalogId=2')).toBe(
      '/hvac/split/x1/hdu?catalogId=2',
    );
  });
  it('opens a model no table lists on its product page', () => {
    const loose = result({
      SectionName: null,
      SectionTabName: null,
      SectionTableId: null,
      SectionTableDisplayName: null,
    });
    expect(searchResultTo(loose, '')).toBe('/hvac/split/x1/hdu?catalogNumber=12-345');
  });
});

describe('searchResultPaths', () => {
  it('lists the catalogue path, then the section, tab and table', () => {
    expect(searchResultPaths(result())).toEqual([
      'HVAC > Split Systems > X1 Series',
      'Parts > Motors > Blower Motors',
    ]);
  });
  it('leaves out the parts a result does not have', () => {
    expect(
      searchResultPaths(
        result({
          SectionDisplayName: null,
          SectionTabDisplayName: null,
          SectionTableId: null,
        }),
      ),
    ).toEqual(['HVAC > Split Systems > X1 Series', '']);
  });
});

describe('searchResultDetails', () => {
  it('gives a model its model number and description', () => {
    expect(searchResultDetails(result({ Description: 'Motor, 1 HP' }))).toEqual([
      'Model # M1',
      'Motor, 1 HP',
    ]);
    expect(searchResultDetails(result({ Description: '  ' }))).toEqual(['Model # M1']);
    expect(searchResultDetails(result({ FingoodTpiMfgMod: null, Description: 'Gasket' }))).toEqual([
      'Gasket',
    ]);
  });

  it('gives tables and products none', () => {
    expect(searchResultDetails(result({ ResultType: 'Table', Description: 'x' }))).toEqual([]);
    expect(searchResultDetails(result({ ResultType: 'Product', Description: 'x' }))).toEqual([]);
  });
});
