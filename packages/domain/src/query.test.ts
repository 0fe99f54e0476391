import { describe, expect, it } from 'vitest';
import { catalogId } from './query.ts';

const problem = (text: string) => {
  const result = catalogId.safeParse(text);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('catalogId', () => {
  it('reads decimal digits as the id', () => {
    expect(catalogId.parse('5')).toBe(5);
    expect(catalogId.parse('2147483647')).toBe(2_147_483_647);
  });

  it.each([
    ['0x5', 'catalogId must be a number written in decimal digits'],
    ['1e3', 'catalogId must be a number written in decimal digits'],
    [' 5', 'catalogId must be a number written in decimal digits'],
    ['', 'catalogId must be a number written in decimal digits'],
    ['five', 'catalogId must be a number written in decimal digits'],
    ['0', 'catalogId must be a positive number'],
    ['-3', 'catalogId must be a positive number'],
    ['1.5', 'catalogId must be a whole number'],
    ['2147483648', 'catalogId is too large'],
    ['99999999999999999999', 'catalogId is too large'],
  ])('rejects %j: %s', (text, message) => {
    expect(problem(text)).toBe(message);
  });

  it('rejects a repeated query value (an array)', () => {
    expect(problem(['5', '7'] as unknown as string)).toBe(
      'catalogId must be a number written in decimal digits',
    );
  });
});
