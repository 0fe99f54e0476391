import type { CartItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { listPriceText, unitPriceText } from './line-texts.ts';

const line = (changes: Partial<CartItem>) =>
  ({ status: 'Available', price: 80, originalPrice: 100, ...changes }) as CartItem;

describe('cart line prices', () => {
  it("shows a customer's own unit price with the list price beside it", () => {
    expect(unitPriceText(line({}))).toBe('$80.00');
    expect(listPriceText(line({}))).toBe('$100.00');
  });

  it('leaves the list price out when the unit price is the list price', () => {
    expect(listPriceText(line({ price: 100 }))).toBe('');
    expect(listPriceText(line({ originalPrice: null }))).toBe('');
  });

  it('shows no price for a line that cannot be bought online', () => {
    const callForPricing = line({ status: 'Call for Pricing', price: 0 });
    expect(unitPriceText(callForPricing)).toBe('Call for Pricing');
    expect(listPriceText(callForPricing)).toBe('');
  });
});
