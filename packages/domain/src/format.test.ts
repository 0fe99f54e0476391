import { describe, expect, it } from 'vitest';
import { pluralCount, dimensionUnit, formatModelSize, formatModelWeight } from './format.ts';

describe('model dimensions', () => {
  it('gives height, width and depth in inches and the weight in pounds', () => {
    const d = { Height: 12, Width: 13.1, Depth: 10.6, Weight: 10.1 };
    expect(formatModelSize(d)).toBe('H 12 × W 13.1 × D 10.6 in');
    expect(formatModelWeight(d)).toBe('10.1 lb');
  });

  it('leaves out what is not known', () => {
    expect(formatModelSize({ Width: 4 })).toBe('W 4 in');
    expect(formatModelSize({ Weight: 2 })).toBe('');
    expect(formatModelWeight({ Height: 2 })).toBe('');
    expect(formatModelSize(null)).toBe('');
    expect(formatModelWeight(undefined)).toBe('');
  });

  it('groups thousands as the rest of the page does', () => {
    expect(formatModelWeight({ Weight: 1250.5 })).toBe('1,250.5 lb');
  });

  it('names the unit of a column bound to one of the fields', () => {
    expect(dimensionUnit('Height')).toBe('in');
    expect(dimensionUnit('depth')).toBe('in');
    expect(dimensionUnit('Weight')).toBe('lb');
    expect(dimensionUnit('Quantity')).toBeNull();
  });
});

describe('pluralCount', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(pluralCount(1, 'result')).toBe('1 result');
    expect([0, 2, 30].map((n) => pluralCount(n, 'result'))).toEqual([
      '0 results',
      '2 results',
      '30 results',
    ]);
    expect(pluralCount(3, 'entry', 'entries')).toBe('3 entries');
  });
});
