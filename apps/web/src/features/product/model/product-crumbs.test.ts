import type { Product } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { productCrumbs } from './product-crumbs.ts';

const level = (Id: number, Name: string, DisplayName: string) => ({ Id, Name, DisplayName });

const product: Product = {
  ProductId: 9,
  Name: 'hdu-parts-master',
  DisplayName: 'HDU Parts',
  Description: '',
  IsPreview: false,
  CategoryId: 1,
  ProductClassId: 2,
  ManufacturingSeriesId: 3,
  Category: level(1, 'unit-heaters', 'Unit Heaters'),
  ProductClass: level(2, 'gas-fired-unit-heaters', 'Gas-Fired Unit Heaters'),
  ManufacturingSeries: level(3, 'hdu', 'HDU Series'),
  Notes: [],
  Specifications: [],
  Features: [],
  Images: [],
};

describe('productCrumbs', () => {
  it('links category, product class and series to their own pages, keeping the query', () => {
    expect(productCrumbs(product, '?catalogId=7')).toEqual([
      { label: 'Unit Heaters', to: '/unit-heaters?catalogId=7' },
      { label: 'Gas-Fired Unit Heaters', to: '/unit-heaters/gas-fired-unit-heaters?catalogId=7' },
      { label: 'HDU Series', to: '/unit-heaters/hdu?catalogId=7' },
      { label: 'HDU Parts' },
    ]);
  });
});
