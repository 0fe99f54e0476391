import { describe, expect, it } from 'vitest';
import { firstLines, moreDeliveriesText, moreItemsText } from './line-limits.ts';

describe('order lines in a list cell', () => {
  it('shows up to two lines and leaves nothing out', () => {
    expect(firstLines([])).toEqual({ shown: [], hidden: 0 });
    expect(firstLines(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: 0 });
  });

  it('shows the first two lines and counts the rest', () => {
    expect(firstLines(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], hidden: 3 });
  });

  it('counts what a row left out when it carries only its first lines', () => {
    expect(firstLines(['a', 'b'], 5)).toEqual({ shown: ['a', 'b'], hidden: 3 });
    expect(firstLines(['a'], 1)).toEqual({ shown: ['a'], hidden: 0 });
  });

  it("hints at left-out items with '+More' and counts left-out deliveries as '+N'", () => {
    expect(moreItemsText(firstLines([1, 2]).hidden)).toBeNull();
    expect(moreItemsText(firstLines([1, 2, 3]).hidden)).toBe('+More');
    expect(moreItemsText(firstLines([1, 2, 3, 4, 5, 6]).hidden)).toBe('+More');
    expect(moreDeliveriesText(firstLines([1, 2]).hidden)).toBeNull();
    expect(moreDeliveriesText(firstLines([1, 2, 3]).hidden)).toBe('+1');
    expect(moreDeliveriesText(firstLines([1, 2, 3, 4, 5]).hidden)).toBe('+3');
  });
});
