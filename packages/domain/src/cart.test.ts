import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartInputEnabled, MAX_CART_ITEM_QUANTITY, selectedTotals } from './cart-rules.ts';
import { addCartItemBody, cartItemIdsBody, cartQuery, updateCartItemBody } from './cart.ts';
import { lineTotal, toCents } from './money.ts';

const items = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 20 }).chain((ids) =>
  fc.tuple(
    ...ids.map((id) =>
      fc
        .tuple(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 1, max: 9999 }))
        .map(([price, quantity]) => ({
          id,
          quantity,
          totalPrice: lineTotal(price / 100, quantity),
        })),
    ),
  ),
);

describe('selectedTotals', () => {
  it('counts only the selected lines', () => {
    fc.assert(
      fc.property(items, fc.func(fc.boolean()), (list, pick) => {
        const selected = new Set(list.filter((item) => pick(item.id)).map((i) => i.id));
        const totals = selectedTotals(list, selected);
        const chosen = list.filter((i) => selected.has(i.id));
        expect(toCents(totals.subTotal)).toBe(
          chosen.reduce((sum, i) => sum + toCents(i.totalPrice), 0),
        );
        expect(totals.itemCount).toBe(chosen.reduce((sum, i) => sum + i.quantity, 0));
      }),
    );
  });

  it('adds up to the whole cart when every line is selected, and to nothing when none is', () => {
    fc.assert(
      fc.property(items, (list) => {
        const all = selectedTotals(list, new Set(list.map((i) => i.id)));
        const parts = list.map((i) => selectedTotals(list, new Set([i.id])));
        expect(toCents(all.subTotal)).toBe(parts.reduce((s, p) => s + toCents(p.subTotal), 0));
        expect(selectedTotals(list, new Set())).toEqual({ subTotal: 0, itemCount: 0 });
      }),
    );
  });
});

describe('cart request schemas', () => {
  it.each([
    [0, 'Quantity must be at least 1'],
    [-3, 'Quantity must be at least 1'],
    [1.5, 'Quantity must be a whole number'],
    [MAX_CART_ITEM_QUANTITY + 1, `Quantity must be at most ${MAX_CART_ITEM_QUANTITY}`],
  ])('refuses quantity %s with "%s"', (quantity, message) => {
    const result = addCartItemBody.safeParse({ pcnCatalogNumber: '120-4471', quantity });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('trims the catalogue number and refuses an empty one', () => {
    expect(addCartItemBody.parse({ pcnCatalogNumber: ' 120-4471 ', quantity: 2 })).toEqual({
      pcnCatalogNumber: '120-4471',
      quantity: 2,
    });
    expect(addCartItemBody.safeParse({ pcnCatalogNumber: '  ', quantity: 1 }).success).toBe(false);
  });

  it('asks an update for a quantity or a catalogue number', () => {
    expect(updateCartItemBody.safeParse({}).error?.issues[0]?.message).toBe(
      'Give a quantity or a catalog number',
    );
    expect(updateCartItemBody.parse({ quantity: 3 })).toEqual({ quantity: 3 });
  });

  it('refuses an empty selection, a repeated id and a malformed one', () => {
    expect(cartItemIdsBody.safeParse({ ids: [] }).success).toBe(false);
    expect(cartItemIdsBody.safeParse({ ids: [4, 4] }).error?.issues[0]?.message).toBe(
      'A line is named twice',
    );
    expect(cartItemIdsBody.safeParse({ ids: ['x'] }).success).toBe(false);
    expect(cartItemIdsBody.parse({ ids: [4, 9] })).toEqual({ ids: [4, 9] });
  });

  it('reads the checkout selection as distinct line ids', () => {
    expect(cartQuery.parse({ items: '3,5,3' })).toEqual({ items: [3, 5] });
    expect(cartQuery.parse({})).toEqual({});
    expect(cartQuery.safeParse({ items: '3,,5' }).success).toBe(false);
    expect(cartQuery.safeParse({ items: '3;drop' }).success).toBe(false);
  });
});

describe('cartInputEnabled', () => {
  it('opens typed entry to signed-in users of customer and sales-rep sites', () => {
    expect(cartInputEnabled('customers', ['customerportal'])).toBe(true);
    expect(cartInputEnabled('sales', ['orders'])).toBe(true);
    expect(cartInputEnabled('customers', [])).toBe(true);
  });

  it('opens typed entry to customer admins on any site', () => {
    expect(cartInputEnabled('parts', ['orders-admin'])).toBe(true);
  });

  it('keeps typed entry closed to visitors who are not signed in and to other users', () => {
    expect(cartInputEnabled('customers', null)).toBe(false);
    expect(cartInputEnabled('sales', null)).toBe(false);
    expect(cartInputEnabled('parts', null)).toBe(false);
    expect(cartInputEnabled('parts', ['customerportal'])).toBe(false);
    expect(cartInputEnabled('editor', ['viewer'])).toBe(false);
  });
});
