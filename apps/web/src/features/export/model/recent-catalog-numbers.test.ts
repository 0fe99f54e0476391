import { describe, expect, it } from 'vitest';
import {
  readRecent,
  recentKey,
  remembered,
  RECENT_CATALOG_NUMBERS,
  writeRecent,
} from './recent-catalog-numbers.ts';

/** A Storage with only what the store uses. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('remembering catalogue numbers', () => {
  it('puts the newest first', () => {
    expect(remembered(['00012345'], '00067890')).toEqual(['00067890', '00012345']);
  });

  it('keeps a number once, moved to the front', () => {
    expect(remembered(['A1', 'B2', 'c3'], 'C3')).toEqual(['C3', 'A1', 'B2']);
  });

  it('keeps the last 10', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i += 1) list = remembered(list, `N${i}`);
    expect(list).toHaveLength(RECENT_CATALOG_NUMBERS);
    expect(list[0]).toBe('N12');
    expect(list.at(-1)).toBe('N3');
  });

  it('ignores blank numbers and trims the rest', () => {
    expect(remembered(['A1'], '   ')).toEqual(['A1']);
    expect(remembered([], ' 0001 ')).toEqual(['0001']);
  });
});

describe('the stored list', () => {
  const key = recentKey(7);

  it('is kept per user', () => {
    expect(recentKey(7)).not.toBe(recentKey(8));
  });

  it('reads back what was written', () => {
    const storage = memoryStorage();
    writeRecent(storage, key, ['A1', 'B2']);
    expect(readRecent(storage, key)).toEqual(['A1', 'B2']);
  });

  it('is empty when nothing or something unreadable is stored', () => {
    expect(readRecent(memoryStorage(), key)).toEqual([]);
    expect(readRecent(memoryStorage({ [key]: '{not json' }), key)).toEqual([]);
    expect(readRecent(memoryStorage({ [key]: '{"a":1}' }), key)).toEqual([]);
    expect(readRecent(memoryStorage({ [key]: '["A1", 5, "", "B2"]' }), key)).toEqual(['A1', 'B2']);
  });

  it('survives a storage that refuses to write', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeRecent(refusing, key, ['A1'])).not.toThrow();
  });
});
