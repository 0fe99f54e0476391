import { describe, expect, it } from 'vitest';
import { moveActive, opensAbove } from './dropdown-placement.ts';

describe('opensAbove', () => {
  it('opens below a field in the upper part of the window', () => {
    expect(opensAbove(100, 800)).toBe(false);
    expect(opensAbove(479, 800)).toBe(false);
  });
  it('opens above a field at or beyond 60% of the window height', () => {
    expect(opensAbove(480, 800)).toBe(true);
    expect(opensAbove(700, 800)).toBe(true);
  });
  it('opens below when the window height is unknown', () => {
    expect(opensAbove(10, 0)).toBe(false);
  });
});

describe('moveActive', () => {
  it('moves down and wraps to the first suggestion', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(1, 3, 'ArrowDown')).toBe(2);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
  });
  it('moves up and wraps to the last suggestion', () => {
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
  });
  it('stays on the field without suggestions', () => {
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
