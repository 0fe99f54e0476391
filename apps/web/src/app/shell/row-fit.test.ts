import { describe, expect, it } from 'vitest';
import { itemsInRow } from './row-fit.ts';

describe('itemsInRow', () => {
  it('shows every item when all fit, without a More menu', () => {
    expect(itemsInRow([60, 100, 100], 260, 70)).toBe(3);
    expect(itemsInRow([], 100, 70)).toBe(0);
  });

  it('keeps room for More and shows the items that fit beside it', () => {
    expect(itemsInRow([60, 100, 100], 259, 70)).toBe(2);
    expect(itemsInRow([60, 100, 100], 200, 70)).toBe(1);
    expect(itemsInRow([60, 100, 100, 100], 300, 70)).toBe(2);
  });

  it('always shows the first item', () => {
    expect(itemsInRow([60, 100], 50, 70)).toBe(1);
  });
});
