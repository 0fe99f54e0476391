import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_PRICE, NOT_SOLD_ONLINE, purchaseBlock, purchaseBlockSentence } from './purchase.ts';
import { CALL_FOR_PRICING } from './table-columns.ts';

const model = (Ecommerce: boolean, TotalList: number | null) => ({ Ecommerce, TotalList });

describe('purchaseBlock', () => {
  it('lets a model sold online with a positive price be bought', () => {
    expect(purchaseBlock(model(true, 12.5), 12.5)).toBeNull();
    expect(purchaseBlock(model(true, 12.5), 8.75)).toBeNull();
  });

  it('says a model is not sold online before anything about its price', () => {
    expect(purchaseBlock(model(false, 12.5), 12.5)).toBe(NOT_SOLD_ONLINE);
    expect(purchaseBlock(model(false, null), null)).toBe(NOT_SOLD_ONLINE);
  });

  it('says a model without a list price has no price', () => {
    expect(purchaseBlock(model(true, null), null)).toBe(NO_PRICE);
  });

  it("calls a price of zero or less 'Call for Pricing', the list's or the customer's", () => {
    expect(purchaseBlock(model(true, 0), 0)).toBe(CALL_FOR_PRICING);
    expect(purchaseBlock(model(true, -3), -3)).toBe(CALL_FOR_PRICING);
    expect(purchaseBlock(model(true, 40), 0)).toBe(CALL_FOR_PRICING);
    expect(purchaseBlock(model(true, 40), null)).toBe(CALL_FOR_PRICING);
  });

  it('blocks exactly what cannot be bought online', () => {
    const price = fc.option(fc.double({ min: -100, max: 100, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(fc.boolean(), price, price, (ecommerce, list, own) => {
        const buyable = ecommerce && list !== null && own !== null && own > 0;
        expect(purchaseBlock(model(ecommerce, list), own) === null).toBe(buyable);
      }),
    );
  });

  it('has a sentence for every reason', () => {
    for (const block of [NOT_SOLD_ONLINE, NO_PRICE, CALL_FOR_PRICING] as const)
      expect(purchaseBlockSentence(block)).toMatch(/\.$/);
  });
});
