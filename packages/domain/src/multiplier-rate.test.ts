import { describe, expect, it } from 'vitest';
import { formatMultiplierRate, multiplierTypeLabel } from './multiplier-rate.ts';
import { PricingType } from './pricing-rules.ts';

const netPrice = (Rate: number) => ({ PricingType: PricingType.NetPrice, Rate });
const multiplier = (Rate: number) => ({ PricingType: PricingType.Multiplier, Rate });

describe('multiplier rates', () => {
  it('shows a net price as US dollars with cents', () => {
    expect(formatMultiplierRate(netPrice(9.99))).toBe('$9.99');
    expect(formatMultiplierRate(netPrice(5))).toBe('$5.00');
    expect(formatMultiplierRate(netPrice(1234.5))).toBe('$1,234.50');
    expect(formatMultiplierRate(netPrice(0))).toBe('$0.00');
  });

  it('shows a multiplier as the percentage of list, with the decimals it has', () => {
    expect(formatMultiplierRate(multiplier(45))).toBe('45%');
    expect(formatMultiplierRate(multiplier(62.5))).toBe('62.5%');
    expect(formatMultiplierRate(multiplier(33.3333))).toBe('33.3333%');
    expect(formatMultiplierRate(multiplier(120))).toBe('120%');
  });

  it('names the kind of entry', () => {
    expect(multiplierTypeLabel(netPrice(1))).toBe('Net price');
    expect(multiplierTypeLabel(multiplier(1))).toBe('Multiplier');
  });
});
