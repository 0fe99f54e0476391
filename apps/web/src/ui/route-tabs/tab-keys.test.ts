import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tab-keys.ts';

describe('tabKeyTarget', () => {
  it('steps right and down to the next tab, wrapping after the last', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowDown', 1, 3)).toBe(2);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
  });

  it('steps left and up to the previous tab, wrapping before the first', () => {
    expect(tabKeyTarget('ArrowLeft', 2, 3)).toBe(1);
    expect(tabKeyTarget('ArrowUp', 0, 3)).toBe(2);
  });

  it('jumps to the first tab with Home and the last with End', () => {
    expect(tabKeyTarget('Home', 2, 4)).toBe(0);
    expect(tabKeyTarget('End', 0, 4)).toBe(3);
  });

  it('leaves other keys and empty tab lists alone', () => {
    expect(tabKeyTarget('Enter', 0, 3)).toBeNull();
    expect(tabKeyTarget('a', 0, 3)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
