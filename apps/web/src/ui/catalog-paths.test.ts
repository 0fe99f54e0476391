import { describe, expect, it } from 'vitest';
import {
  catalogSearch,
  categoryPath,
  parseCatalogId,
  parseIsPreview,
  productClassPath,
  productPath,
  sameName,
} from './catalog-paths.ts';

describe('catalogue paths', () => {
  it('builds category and product-class paths from slugs', () => {
    expect(categoryPath('heaters')).toBe('/heaters');
    expect(productClassPath('heaters', 'unit-heaters')).toBe('/heaters/unit-heaters');
  });

  it('encodes characters that are not safe in a path segment', () => {
    expect(categoryPath('a/b c')).toBe('/a%2Fb%20c');
  });

  it('builds a product path with and without section and tab', () => {
    const base = { category: 'c', productClass: 'pc', series: 's', product: 'p' };
    expect(productPath(base)).toBe('/c/pc/s/p');
    expect(productPath({ ...base, section: 'parts' })).toBe('/c/pc/s/p/parts');
    expect(productPath({ ...base, section: 'parts', tab: 'motors' })).toBe(
      '/c/pc/s/p/parts/motors',
    );
  });

  it('leaves out a tab that has no section', () => {
    expect(
      productPath({ category: 'c', productClass: 'pc', series: 's', product: 'p', tab: 't' }),
    ).toBe('/c/pc/s/p');
  });
});

describe('catalogSearch', () => {
  it('keeps only catalogId and isPreview', () => {
    expect(catalogSearch('?catalogId=7&isPreview=true&sectionTable=x')).toBe(
      '?catalogId=7&isPreview=true',
    );
  });

  it('is empty when neither is set', () => {
    expect(catalogSearch('?catalogNumber=1')).toBe('');
    expect(catalogSearch(new URLSearchParams())).toBe('');
  });
});

describe('query parsing', () => {
  it('accepts only positive whole catalogue ids', () => {
    expect(parseCatalogId('5')).toBe(5);
    expect(parseCatalogId('0')).toBeNull();
    expect(parseCatalogId('-3')).toBeNull();
    expect(parseCatalogId('abc')).toBeNull();
    expect(parseCatalogId(null)).toBeNull();
  });

  it('reads isPreview as true only for true or 1', () => {
    expect(parseIsPreview('true')).toBe(true);
    expect(parseIsPreview('1')).toBe(true);
    expect(parseIsPreview('TRUE')).toBe(true);
    expect(parseIsPreview('false')).toBe(false);
    expect(parseIsPreview(null)).toBe(false);
  });

  it('compares route names without regard to case', () => {
    expect(sameName('Heaters', 'heaters')).toBe(true);
    expect(sameName('heaters', undefined)).toBe(false);
  });
});
