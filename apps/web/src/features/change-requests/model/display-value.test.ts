import { describe, expect, it } from 'vitest';
import { displayValue, isLongText, shortValue, SHORT_TEXT_MAX } from './display-value.ts';

describe('displayValue', () => {
  it('reads blanks, flags and numbers as a person would', () => {
    expect(displayValue(null)).toBe('(empty)');
    expect(displayValue('')).toBe('(empty)');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(false)).toBe('No');
    expect(displayValue(12.5)).toBe('12.5');
  });

  it('writes lists with commas and objects as their named fields', () => {
    expect(displayValue([])).toBe('(none)');
    expect(displayValue([3, 4])).toBe('3, 4');
    expect(displayValue({ Height: 10, Width: null, Depth: 4 })).toBe('Height: 10, Depth: 4');
    expect(
      displayValue([
        { CustomerNumber: '100', MaterialNumber: 'M-1' },
        { CustomerNumber: '200', MaterialNumber: 'M-2' },
      ]),
    ).toBe(
      '(CustomerNumber: 100, MaterialNumber: M-1), (CustomerNumber: 200, MaterialNumber: M-2)',
    );
  });
});

describe('shortValue', () => {
  it('cuts a long value and keeps the whole of it', () => {
    const long = Array.from({ length: 60 }, (_, i) => i + 1);
    const shown = shortValue(long);
    expect(shown.text).toHaveLength(SHORT_TEXT_MAX);
    expect(shown.text.endsWith('…')).toBe(true);
    expect(shown.full).toBe(displayValue(long));
    expect(shortValue('Fan motor')).toEqual({ text: 'Fan motor' });
  });
});

describe('isLongText', () => {
  it('takes texts from 60 characters, blank on one side or not, and never lists', () => {
    expect(isLongText('short', 'also short')).toBe(false);
    expect(isLongText(null, 'x'.repeat(60))).toBe(true);
    expect(isLongText([{ Text: 'x'.repeat(60) }], 'x')).toBe(false);
  });
});
