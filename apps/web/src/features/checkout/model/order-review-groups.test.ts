import type { CartItem, StrategyShipping } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { groupByStrategy, orderableLines } from './order-review-groups.ts';

const line = (id: number, shippingStrategyId: number | null, status = 'Available') =>
  ({ id, shippingStrategyId, status, price: 10 }) as CartItem;
const strategy = (Key: string, ShippingStrategyId: number | null): StrategyShipping => ({
  Key,
  ShippingStrategyId,
  DisplayName: Key,
  Description: null,
  SubTotal: 0,
  ShippingCost: 0,
});

describe('order review groups', () => {
  const shipping = [strategy('Freight', 2), strategy('Parts', 1)];

  it("groups lines by strategy, lines without one under 'Parts', in the cart's order", () => {
    const groups = groupByStrategy([line(1, null), line(2, 2), line(3, 1), line(4, 99)], shipping);
    expect(groups.map((g) => [g.strategy.Key, g.lines.map((l) => l.id)])).toEqual([
      ['Freight', [2]],
      ['Parts', [1, 3, 4]],
    ]);
  });

  it('orders only lines that are priced and available online', () => {
    const lines = [line(1, null), line(2, null, 'Call for Pricing'), line(3, null, 'Unavailable')];
    expect(orderableLines(lines).map((l) => l.id)).toEqual([1]);
  });
});
