import { describe, expect, it } from 'vitest';
import { typedRate } from './multiplier-box.tsx';

describe('the Multiplier box', () => {
  it('reads a percentage, with a decimal point or comma', () => {
    expect(typedRate('45')).toBe(45);
    expect(typedRate(' 52,5 ')).toBe(52.5);
  });

  it('ignores what is not a usable percentage', () => {
    for (const text of ['', '  ', 'abc', '0', '-5', '1001']) expect(typedRate(text)).toBeNull();
  });
});
