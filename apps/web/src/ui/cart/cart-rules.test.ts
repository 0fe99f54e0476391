import { describe, expect, it } from 'vitest';
import { cartPath, parseQuantity, quantityProblem } from './cart-rules.ts';

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

describe('cartPath', () => {
  it('links the parts site to /cart and the portals to the catalogue under /catalog', () => {
    expect(cartPath('parts')).toBe('/cart');
    expect(cartPath('customers')).toBe('/catalog/cart');
    expect(cartPath('orders')).toBe('/catalog/cart');
  });
});

describe('quantityProblem', () => {
  it.each([
    ['-2', 'Negative quantity not allowed'],
    ['0', 'Enter a whole number from 1 to 9999'],
    ['1.5', 'Enter a whole number from 1 to 9999'],
    ['99999', 'Enter a whole number from 1 to 9999'],
    ['', 'Enter a whole number from 1 to 9999'],
    ['12', null],
  ])('says why %j is no quantity', (text, problem) => {
    expect(quantityProblem(text)).toBe(problem);
  });
});
