import { describe, expect, it } from 'vitest';
import { withItems, withReplacement, type DraftItem } from './draft-items.ts';

const line = (pcn: string, quantity: number): DraftItem => ({
  pcn,
  description: pcn,
  quantity,
  price: 5,
});

describe('adding lines to a wizard', () => {
  it('adds a part already listed to its quantity, up to 9999', () => {
    expect(withItems([line('A', 2)], [line('A', 3), line('B', 1)])).toEqual([
      line('A', 5),
      line('B', 1),
    ]);
    expect(withItems([line('A', 9998)], [line('A', 5)])).toEqual([line('A', 9999)]);
  });

  it('leaves the lines it was given unchanged', () => {
    const before = [line('A', 1)];
    withItems(before, [line('A', 1)]);
    expect(before).toEqual([line('A', 1)]);
  });
});

describe('changing a line to its replacement', () => {
  it('puts the replacement in the old line’s place, with its quantity', () => {
    const items = [line('A', 1), line('OLD', 4), line('B', 2)];
    expect(withReplacement(items, 'OLD', line('NEW', 4))).toEqual([
      line('A', 1),
      line('NEW', 4),
      line('B', 2),
    ]);
  });

  it('adds the quantity to a line of the replacement already listed', () => {
    const items = [line('OLD', 4), line('NEW', 2)];
    expect(withReplacement(items, 'OLD', line('NEW', 4))).toEqual([line('NEW', 6)]);
  });
});
