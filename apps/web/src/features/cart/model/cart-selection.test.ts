import { describe, expect, it } from 'vitest';
import { followLines, initialSelection, withSelected } from './cart-selection.ts';

const ticked = (state: { selected: ReadonlySet<number> }) => [...state.selected].sort();

describe('cart selection', () => {
  it('selects every line on load', () => {
    expect(ticked(initialSelection([1, 2, 3]))).toEqual([1, 2, 3]);
  });

  it('keeps a line unticked when quantities change (the same lines come back)', () => {
    const unticked = withSelected(initialSelection([1, 2, 3]), new Set([1, 3]));
    const after = followLines(unticked, [1, 2, 3]);
    expect(after).toBe(unticked);
    expect(ticked(after)).toEqual([1, 3]);
  });

  it('selects a line that was added or duplicated and keeps the shopper’s other ticks', () => {
    const unticked = withSelected(initialSelection([1, 2]), new Set([1]));
    expect(ticked(followLines(unticked, [1, 2, 7]))).toEqual([1, 7]);
  });

  it('drops a removed line and keeps the rest as they were', () => {
    const unticked = withSelected(initialSelection([1, 2, 3]), new Set([1]));
    const after = followLines(unticked, [1, 2]);
    expect(ticked(after)).toEqual([1]);
    expect(ticked(followLines(after, [1, 2, 4]))).toEqual([1, 4]);
  });

  it('does not tick a line again when it was unticked before another line left', () => {
    const state = withSelected(initialSelection([1, 2, 3]), new Set([3]));
    expect(ticked(followLines(state, [2, 3]))).toEqual([3]);
  });
});
