import type { CartItem, ReplacementOffer } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  listPriceText,
  modelDetailFields,
  replacementOfferText,
  suggestionPriceText,
  unitPriceText,
} from './line-texts.ts';
import { replacedLineText } from '../../../ui/quick-order/replacement-offers.ts';

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

describe('suggestion prices', () => {
  const price = (Price: number, Status: 'Available' | 'Call for Pricing' | 'Unavailable') => ({
    PcnCatalogNumber: '120-1001',
    Price,
    Status,
  });

  it('shows the price the line will get, or why it has none', () => {
    expect(suggestionPriceText(price(11.25, 'Available'))).toBe('$11.25');
    expect(suggestionPriceText(price(0, 'Call for Pricing'))).toBe('Call for Pricing');
    expect(suggestionPriceText(price(0, 'Unavailable'))).toBe('Not sold online');
  });

  it('shows nothing while the price is not known', () => {
    expect(suggestionPriceText(undefined)).toBe('');
  });
});

describe('modelDetailFields', () => {
  it('gives the size in inches and the weight in pounds, as the model details panel does', () => {
    const fields = modelDetailFields({
      Series: 'HDU',
      Details: null,
      Notes: null,
      MaterialGroupNumber: null,
      ModelDimensions: { Height: 12, Width: 3.5, Depth: 2, Weight: 1.25 },
    });
    expect(fields).toEqual([
      ['Series', 'HDU'],
      ['Dimensions', 'H 12 × W 3.5 × D 2 in'],
      ['Weight', '1.25 lb'],
    ]);
  });
});

describe('a suggested replacement of an old number', () => {
  const offer = (UnitPrice: number, ReplacementUnitPrice: number): ReplacementOffer => ({
    Requested: '314-1087',
    PcnCatalogNumber: '314-1087',
    Replacement: '688-5219',
    ReplacementDescription: null,
    Note: null,
    UnitPrice,
    ReplacementUnitPrice,
    PriceDifference: Math.round((ReplacementUnitPrice - UnitPrice) * 100) / 100,
  });

  it('reads what it replaces and the price difference the server gave', () => {
    expect(replacementOfferText('314-1087', offer(40, 52.5))).toBe(
      'replaces 314-1087 · $12.50 more',
    );
    expect(replacementOfferText('314-1087', offer(61, 52.5))).toBe(
      'replaces 314-1087 · $8.50 less',
    );
    expect(replacementOfferText('314-1087', offer(10, 10))).toBe('replaces 314-1087 · same price');
  });

  it('tells a line of the old model what replaces it', () => {
    expect(replacedLineText(offer(40, 52.5))).toBe('Replaced by 688-5219: $12.50 more');
    expect(replacedLineText(offer(0, 52.5))).toBe('Replaced by 688-5219');
  });

  it('leaves the difference out while it is not known or one of them is not sold', () => {
    expect(replacementOfferText('314-1087', undefined)).toBe('replaces 314-1087');
    expect(replacementOfferText('314-1087', offer(0, 52.5))).toBe('replaces 314-1087');
  });
});
