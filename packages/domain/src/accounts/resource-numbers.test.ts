import { describe, expect, it } from 'vitest';
import { withoutLeadingZeros } from './resource-numbers.ts';

describe('withoutLeadingZeros', () => {
  it('drops the zeros the ERP pads numbers with, and surrounding spaces', () => {
    expect(withoutLeadingZeros('0000101234')).toBe('101234');
    expect(withoutLeadingZeros(' 0004300 ')).toBe('4300');
    expect(withoutLeadingZeros('101234')).toBe('101234');
  });

  it('keeps trailing and inner zeros, which make another number', () => {
    expect(withoutLeadingZeros('00100100')).toBe('100100');
    expect(withoutLeadingZeros('1000')).toBe('1000');
  });

  it('leaves nothing of a number made only of zeros', () => {
    expect(withoutLeadingZeros('000')).toBe('');
  });
});
