import { describe, expect, it } from 'vitest';
import { canAddToCart, parseQuantity } from './cart-rules.ts';

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['9999', 9999],
    ['0', null],
    ['-2', null],
    ['', null],
    ['1.5', null],
    ['10000', null],
    ['3e2', null],
  ])('reads %j as %s', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });
});

describe('canAddToCart', () => {
  it('offers only models sold online with a price above zero', () => {
    expect(canAddToCart({ Ecommerce: true, TotalList: 12.5 })).toBe(true);
    expect(canAddToCart({ Ecommerce: true, TotalList: 0 })).toBe(false);
    expect(canAddToCart({ Ecommerce: true, TotalList: null })).toBe(false);
    expect(canAddToCart({ Ecommerce: false, TotalList: 12.5 })).toBe(false);
  });
});
