import type { MenuCategory, MenuProductClass, MenuSeries } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { findMenuLevel } from './find-menu-items.ts';

let nextId = 1;
const series = (Name: string): MenuSeries => ({
  ManufacturingSeriesId: nextId++,
  Name,
  DisplayName: Name.toUpperCase(),
  TpiMfgSeries: Name,
  IsPreview: false,
  Products: [],
});
const productClass = (Name: string, list: MenuSeries[]): MenuProductClass => ({
  ProductClassId: nextId++,
  Name,
  DisplayName: Name.toUpperCase(),
  IsPreview: false,
  ManufacturingSeries: list,
});

const gasFired = productClass('gas-fired', [series('hdu')]);
const electric = productClass('electric', [series('eu'), series('gas-fired')]);
const category: MenuCategory = {
  CategoryId: 1,
  Name: 'unit-heaters',
  DisplayName: 'Unit Heaters',
  IsPreview: false,
  Image: null,
  ProductClasses: [gasFired, electric],
};

describe('findMenuLevel', () => {
  it('reads a product class first, ignoring case', () => {
    expect(findMenuLevel(category, 'GAS-FIRED')).toEqual({ productClass: gasFired, series: null });
  });

  it('reads a series of the category as its product class with the series picked', () => {
    expect(findMenuLevel(category, 'EU')).toEqual({
      productClass: electric,
      series: electric.ManufacturingSeries[0],
    });
  });

  it('finds nothing for a name that is neither', () => {
    expect(findMenuLevel(category, 'nope')).toBeUndefined();
    expect(findMenuLevel(category, undefined)).toBeUndefined();
  });
});
