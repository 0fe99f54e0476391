import type { Product } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { canonicalProductPath } from './canonical-product-path.ts';

const level = (Id: number, Name: string) => ({ Id, Name, DisplayName: Name.toUpperCase() });

const product: Product = {
  ProductId: 9,
  Name: 'hdu-75',
  DisplayName: 'HDU 75',
  Description: '',
  IsPreview: false,
  CategoryId: 1,
  ProductClassId: 2,
  ManufacturingSeriesId: 3,
  Category: level(1, 'heaters'),
  ProductClass: level(2, 'unit-heaters'),
  ManufacturingSeries: level(3, 'hdu'),
  Notes: [],
  Specifications: [],
  Features: [],
  Images: [],
};

describe('canonicalProductPath', () => {
  it('leaves a route that names the real hierarchy alone, whatever the case', () => {
    const params = { category: 'Heaters', productclass: 'UNIT-HEATERS', series: 'hdu' };
    expect(canonicalProductPath(params, product)).toBeNull();
  });

  it.each([
    [{ category: 'anything', productclass: 'unit-heaters', series: 'hdu' }],
    [{ category: 'heaters', productclass: 'x', series: 'hdu' }],
    [{ category: 'heaters', productclass: 'unit-heaters', series: 'y' }],
  ])('points %j at the product’s own path', (params) => {
    expect(canonicalProductPath(params, product)).toBe('/heaters/unit-heaters/hdu/hdu-75');
  });

  it('keeps the section and tab', () => {
    const params = {
      category: 'a',
      productclass: 'b',
      series: 'c',
      section: 'parts',
      tab: 'motors',
    };
    expect(canonicalProductPath(params, product)).toBe(
      '/heaters/unit-heaters/hdu/hdu-75/parts/motors',
    );
  });
});
