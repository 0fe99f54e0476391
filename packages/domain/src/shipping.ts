import { z } from 'zod';

/** Strategy key of a line that names no shipping strategy. */
export const DEFAULT_SHIPPING_STRATEGY = 'Parts';

export const shippingStrategyCost = z.object({
  ShippingStrategyCostId: z.number().int(),
  ShippingCost: z.number(),
  Description: z.string().nullable(),
  MinOrderAmount: z.number(),
  /** Null: open-ended. */
  MaxOrderAmount: z.number().nullable(),
});
export type ShippingStrategyCost = z.infer<typeof shippingStrategyCost>;

export const shippingStrategy = z.object({
  ShippingStrategyId: z.number().int(),
  /** The key lines are grouped by ('Parts', 'Freight', ...). */
  Name: z.string(),
  DisplayName: z.string(),
  Description: z.string().nullable(),
  /** Tiers in their configured order; the first is the fallback. */
  Costs: z.array(shippingStrategyCost),
});
export type ShippingStrategy = z.infer<typeof shippingStrategy>;

/** GET /api/cart/shipping_strategy?strategyId= */
export const shippingStrategyQuery = z.object({
  strategyId: z.coerce
    .number({ message: 'strategyId must be a number' })
    .int('strategyId must be a whole number')
    .positive('strategyId must be a positive number')
    .max(2_147_483_647, 'strategyId is too large'),
});

/**
 * Whole cents of an amount, half away from zero. Nudging by one part in 2^52 before rounding
 * undoes binary drift (1.005 * 100 = 100.49999999999999 must give 101).
 */
export function toCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 * (1 + Number.EPSILON));
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** The one place money is rounded: to cents. */
export const roundMoney = (amount: number): number => toCents(amount) / 100;

/** Price times quantity, exact in cents. */
export const lineTotal = (unitPrice: number, quantity: number): number =>
  (toCents(unitPrice) * quantity) / 100;

/** A line's strategy key: its strategy's name, 'Parts' when it has none. */
export function shippingStrategyKey(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : DEFAULT_SHIPPING_STRATEGY;
}

/** The key of a line that refers to a strategy by id; unknown ids count as none. */
export function strategyKeyOfId(
  shippingStrategyId: number | null | undefined,
  strategies: readonly ShippingStrategy[],
): string {
  const found = strategies.find((s) => s.ShippingStrategyId === shippingStrategyId);
  return shippingStrategyKey(found?.Name);
}

/** The tier with MinOrderAmount <= subtotal < MaxOrderAmount (no max: open-ended), else the first. */
export function costTier(
  costs: readonly ShippingStrategyCost[],
  subtotal: number,
): ShippingStrategyCost | undefined {
  const amount = toCents(subtotal);
  const fits = (c: ShippingStrategyCost) =>
    toCents(c.MinOrderAmount) <= amount &&
    (c.MaxOrderAmount === null || amount < toCents(c.MaxOrderAmount));
  return costs.find(fits) ?? costs[0];
}

/** Shipping of one strategy for its subtotal; a strategy without tiers ships free. */
export const strategyShippingCost = (
  costs: readonly ShippingStrategyCost[],
  subtotal: number,
): number => roundMoney(costTier(costs, subtotal)?.ShippingCost ?? 0);

export interface ShippingLine {
  /** From shippingStrategyKey / strategyKeyOfId. */
  strategyKey: string;
  totalPrice: number;
}

/** One strategy's share of an order: what the checkout shows a card for. */
export const strategyShipping = z.object({
  Key: z.string(),
  ShippingStrategyId: z.number().int().nullable(),
  DisplayName: z.string(),
  Description: z.string().nullable(),
  SubTotal: z.number(),
  ShippingCost: z.number(),
});
export type StrategyShipping = z.infer<typeof strategyShipping>;

/** Lines grouped by strategy key (first appearance first), each group's subtotal and cost. */
export function shippingByStrategy(
  lines: readonly ShippingLine[],
  strategies: readonly ShippingStrategy[],
): StrategyShipping[] {
  const cents = new Map<string, number>();
  for (const line of lines)
    cents.set(line.strategyKey, (cents.get(line.strategyKey) ?? 0) + toCents(line.totalPrice));
  return [...cents].map(([key, subtotalCents]) => {
    const strategy = strategies.find((s) => s.Name === key);
    const subTotal = subtotalCents / 100;
    return {
      Key: key,
      ShippingStrategyId: strategy?.ShippingStrategyId ?? null,
      DisplayName: strategy?.DisplayName ?? key,
      Description: strategy?.Description ?? null,
      SubTotal: subTotal,
      ShippingCost: strategyShippingCost(strategy?.Costs ?? [], subTotal),
    };
  });
}

export interface OrderTotals {
  subTotal: number;
  shippingCost: number;
  total: number;
  shipping: StrategyShipping[];
}

/** Subtotal, shipping summed over the strategies present, grand total = subtotal + shipping. */
export function orderTotals(
  lines: readonly ShippingLine[],
  strategies: readonly ShippingStrategy[],
): OrderTotals {
  const shipping = shippingByStrategy(lines, strategies);
  const subCents = lines.reduce((sum, line) => sum + toCents(line.totalPrice), 0);
  const shipCents = shipping.reduce((sum, s) => sum + toCents(s.ShippingCost), 0);
  return {
    subTotal: subCents / 100,
    shippingCost: shipCents / 100,
    total: (subCents + shipCents) / 100,
    shipping,
  };
}
