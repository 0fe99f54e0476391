import { describe, expect, it } from 'vitest';
import { sizeInKb } from './document-size.ts';

describe('document sizes', () => {
  it('shows sizes in kb with two decimals and thousands separators', () => {
    expect(sizeInKb(1536)).toBe('1.50');
    expect(sizeInKb(15_728_640)).toBe('15,360.00');
    expect(sizeInKb(0)).toBe('0.00');
  });

  it('never shows a file of a few bytes as 0.00 kb or rounds it up to 0.01', () => {
    expect(sizeInKb(1)).toBe('< 0.01');
    expect(sizeInKb(6)).toBe('< 0.01');
    expect(sizeInKb(10)).toBe('< 0.01');
    expect(sizeInKb(11)).toBe('0.01');
  });
});
