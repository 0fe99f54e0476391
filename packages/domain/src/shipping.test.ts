import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotal, roundMoney, toCents } from './money.ts';
import {
  costTier,
  orderTotals,
  shippingByStrategy,
  shippingStrategyKey,
  strategyKeyOfId,
  strategyShippingCost,
  type ShippingLine,
} from './shipping-rules.ts';
import type { ShippingStrategy, ShippingStrategyCost } from './shipping.ts';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const money = cents.map((c) => c / 100);

/** Contiguous tiers from 0: [0, b1), [b1, b2), ..., [bn, open). */
const contiguousTiers = fc
  .uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 0, maxLength: 5 })
  .chain((bounds) =>
    fc.array(money, { minLength: bounds.length + 1, maxLength: bounds.length + 1 }).map((costs) => {
      const edges = [0, ...bounds.sort((a, b) => a - b).map((b) => b / 100)];
      return edges.map((min, i): ShippingStrategyCost => ({
        ShippingStrategyCostId: i + 1,
        ShippingCost: costs[i]!,
        Description: null,
        MinOrderAmount: min,
        MaxOrderAmount: edges[i + 1] ?? null,
      }));
    }),
  );

const strategy = (id: number, name: string, costs: ShippingStrategyCost[]): ShippingStrategy => ({
  ShippingStrategyId: id,
  Name: name,
  DisplayName: name,
  Description: null,
  Costs: costs,
});

const strategies = fc
  .tuple(contiguousTiers, contiguousTiers, contiguousTiers)
  .map(([parts, freight, hazmat]) => [
    strategy(1, 'Parts', parts),
    strategy(2, 'Freight', freight),
    strategy(3, 'Hazmat', hazmat),
  ]);

const line = fc.record({
  strategyKey: fc.constantFrom('Parts', 'Freight', 'Hazmat'),
  totalPrice: money,
});
const lines = fc.array(line, { maxLength: 30 });

describe('money rounding', () => {
  it('rounds half a cent away from zero without binary drift', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(1e-7)).toBe(0);
  });

  it('keeps at most two decimals, moves less than half a cent and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const rounded = roundMoney(amount);
        expect(Number.isInteger(Math.round(rounded * 100))).toBe(true);
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(roundMoney(rounded)).toBe(rounded);
      }),
    );
  });

  it('prices a line exactly: price times quantity in cents', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 9999 }), (c, qty) => {
        expect(toCents(lineTotal(c / 100, qty))).toBe(c * qty);
      }),
    );
  });
});

describe('strategy key', () => {
  it("is the strategy's name, 'Parts' when a line has none", () => {
    expect(shippingStrategyKey('Freight')).toBe('Freight');
    expect(shippingStrategyKey(null)).toBe('Parts');
    expect(shippingStrategyKey(undefined)).toBe('Parts');
    expect(shippingStrategyKey('  ')).toBe('Parts');
  });

  it("maps an unknown or missing strategy id to 'Parts'", () => {
    fc.assert(
      fc.property(strategies, fc.option(fc.integer({ min: 4, max: 1000 })), (list, id) => {
        expect(strategyKeyOfId(id, list)).toBe('Parts');
        expect(strategyKeyOfId(2, list)).toBe('Freight');
      }),
    );
  });
});

describe('cost tier', () => {
  it('picks the tier with min <= subtotal < max, open-ended without a max', () => {
    fc.assert(
      fc.property(contiguousTiers, money, (tiers, subtotal) => {
        const tier = costTier(tiers, subtotal)!;
        expect(tier.MinOrderAmount).toBeLessThanOrEqual(subtotal);
        if (tier.MaxOrderAmount !== null) expect(subtotal).toBeLessThan(tier.MaxOrderAmount);
        expect(tiers.filter((t) => t === tier)).toHaveLength(1);
      }),
    );
  });

  it('falls back to the first tier when none fits', () => {
    fc.assert(
      fc.property(contiguousTiers, money, (tiers, subtotal) => {
        // Tiers that start above the subtotal leave it uncovered.
        const raised = tiers.map((t) => ({
          ...t,
          MinOrderAmount: t.MinOrderAmount + subtotal + 0.01,
          MaxOrderAmount: t.MaxOrderAmount === null ? null : t.MaxOrderAmount + subtotal + 0.01,
        }));
        expect(costTier(raised, subtotal)).toBe(raised[0]);
      }),
    );
  });

  it('ships free when a strategy has no tiers', () => {
    fc.assert(
      fc.property(money, (subtotal) => {
        expect(strategyShippingCost([], subtotal)).toBe(0);
      }),
    );
  });

  it('treats a subtotal equal to a max as the next tier', () => {
    const tiers = contiguous([
      [0, 100, 12.95],
      [100, null, 0],
    ]);
    expect(strategyShippingCost(tiers, 99.99)).toBe(12.95);
    expect(strategyShippingCost(tiers, 100)).toBe(0);
  });
});

function contiguous(rows: [number, number | null, number][]): ShippingStrategyCost[] {
  return rows.map(([min, max, cost], i) => ({
    ShippingStrategyCostId: i + 1,
    ShippingCost: cost,
    Description: null,
    MinOrderAmount: min,
    MaxOrderAmount: max,
  }));
}

describe('order totals', () => {
  const sumCents = (values: number[]) => values.reduce((a, v) => a + toCents(v), 0);

  it('sums shipping over the strategies present; grand total = subtotal + shipping', () => {
    fc.assert(
      fc.property(lines, strategies, (ls, list) => {
        const totals = orderTotals(ls, list);
        expect(toCents(totals.subTotal)).toBe(sumCents(ls.map((l) => l.totalPrice)));
        expect(toCents(totals.shippingCost)).toBe(
          sumCents(totals.shipping.map((s) => s.ShippingCost)),
        );
        expect(toCents(totals.total)).toBe(toCents(totals.subTotal) + toCents(totals.shippingCost));
      }),
    );
  });

  it('charges each strategy once, by the tier of its own subtotal', () => {
    fc.assert(
      fc.property(lines, strategies, (ls, list) => {
        const groups = shippingByStrategy(ls, list);
        const keys = new Set(ls.map((l) => l.strategyKey));
        expect(groups.map((g) => g.Key).sort()).toEqual([...keys].sort());
        for (const group of groups) {
          const own = ls.filter((l) => l.strategyKey === group.Key).map((l) => l.totalPrice);
          expect(toCents(group.SubTotal)).toBe(sumCents(own));
          const costs = list.find((s) => s.Name === group.Key)!.Costs;
          expect(group.ShippingCost).toBe(
            roundMoney(costTier(costs, group.SubTotal)!.ShippingCost),
          );
        }
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(lines, strategies, fc.nat(), (ls, list, seed) => {
        const shuffled = [...ls].sort(
          (a, b) =>
            ((toCents(a.totalPrice) * 31 + seed) % 97) - ((toCents(b.totalPrice) * 31 + seed) % 97),
        );
        const a = orderTotals(ls, list);
        const b = orderTotals(shuffled, list);
        expect([b.subTotal, b.shippingCost, b.total]).toEqual([
          a.subTotal,
          a.shippingCost,
          a.total,
        ]);
      }),
    );
  });

  it('gives the same totals when a line is split in two of the same strategy', () => {
    fc.assert(
      fc.property(
        lines,
        strategies,
        cents,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        (ls, list, price, a, b) => {
          const merged: ShippingLine = {
            strategyKey: 'Freight',
            totalPrice: lineTotal(price / 100, a + b),
          };
          const split: ShippingLine[] = [
            { strategyKey: 'Freight', totalPrice: lineTotal(price / 100, a) },
            { strategyKey: 'Freight', totalPrice: lineTotal(price / 100, b) },
          ];
          const one = orderTotals([...ls, merged], list);
          const two = orderTotals([...ls, ...split], list);
          expect(two.total).toBe(one.total);
        },
      ),
    );
  });

  it('charges nothing for an empty order', () => {
    fc.assert(
      fc.property(strategies, (list) => {
        expect(orderTotals([], list)).toEqual({
          subTotal: 0,
          shippingCost: 0,
          total: 0,
          shipping: [],
        });
      }),
    );
  });

  it('ships a line of an unconfigured strategy free, under its own key', () => {
    const totals = orderTotals([{ strategyKey: 'Drone', totalPrice: 40 }], []);
    expect(totals.shipping).toEqual([
      {
        Key: 'Drone',
        ShippingStrategyId: null,
        DisplayName: 'Drone',
        Description: null,
        SubTotal: 40,
        ShippingCost: 0,
      },
    ]);
    expect(totals.total).toBe(40);
  });

  it('prices the demo Parts tiers at their edges', () => {
    const parts = strategy(
      1,
      'Parts',
      contiguous([
        [0, 100, 12.95],
        [100, 500, 24.95],
        [500, null, 0],
      ]),
    );
    const at = (amount: number) =>
      orderTotals([{ strategyKey: 'Parts', totalPrice: amount }], [parts]);
    expect(at(99.99).shippingCost).toBe(12.95);
    expect(at(100).shippingCost).toBe(24.95);
    expect(at(499.99).total).toBe(524.94);
    expect(at(500).shippingCost).toBe(0);
  });
});
