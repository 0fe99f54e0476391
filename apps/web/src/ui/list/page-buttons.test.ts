import { describe, expect, it } from 'vitest';
import { pageRange, pageWindow } from './page-buttons.tsx';

describe('page buttons', () => {
  it('shows every page when there are at most ten', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows at most ten pages, centred on the current page', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(20, 50)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageWindow(50, 50)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('shows the last pages when an old link asks for a page past the end', () => {
    expect(pageWindow(40, 12)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('page range', () => {
  const facts = { pageSize: 10, totalIsExact: true, rowsOnPage: 10 };

  it('counts the pages of an exact total and ends at the last', () => {
    expect(pageRange({ ...facts, page: 1, total: 25 })).toEqual({ pages: 3, hasNext: true });
    expect(pageRange({ ...facts, page: 3, total: 25, rowsOnPage: 5 })).toEqual({
      pages: 3,
      hasNext: false,
    });
    expect(pageRange({ ...facts, page: 1, total: 0, rowsOnPage: 0 })).toEqual({
      pages: 1,
      hasNext: false,
    });
  });

  it('keeps Next open past a capped total while the pages come back full', () => {
    const capped = { ...facts, total: 1000, totalIsExact: false };
    expect(pageRange({ ...capped, page: 100 })).toEqual({ pages: 100, hasNext: true });
    expect(pageRange({ ...capped, page: 101 })).toEqual({ pages: 101, hasNext: true });
    expect(pageRange({ ...capped, page: 102, rowsOnPage: 4 })).toEqual({
      pages: 102,
      hasNext: false,
    });
  });
});
