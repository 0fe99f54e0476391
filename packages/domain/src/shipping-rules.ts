import { roundMoney, toCents } from './money.ts';
import type { ShippingStrategy, ShippingStrategyCost, StrategyShipping } from './shipping.ts';

/** Strategy key of a line that names no shipping strategy. */
export const DEFAULT_SHIPPING_STRATEGY = 'Parts';

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
