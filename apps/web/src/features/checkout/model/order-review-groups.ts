import { DEFAULT_SHIPPING_STRATEGY, type CartItem, type StrategyShipping } from '@portal/domain';

export interface ReviewGroup {
  strategy: StrategyShipping;
  lines: CartItem[];
}

/** The lines that can be bought online; the others stay in the cart. */
export const orderableLines = (items: readonly CartItem[]): CartItem[] =>
  items.filter((item) => item.status === 'Available' && item.price > 0);

/** Lines under their shipping strategy, in the order the cart lists the strategies. */
export function groupByStrategy(
  lines: readonly CartItem[],
  shipping: readonly StrategyShipping[],
): ReviewGroup[] {
  const fallback = shipping.find((s) => s.Key === DEFAULT_SHIPPING_STRATEGY);
  const strategyOf = (line: CartItem) =>
    shipping.find(
      (s) => line.shippingStrategyId !== null && s.ShippingStrategyId === line.shippingStrategyId,
    ) ?? fallback;
  const groups = new Map<string, ReviewGroup>();
  for (const line of lines) {
    const strategy = strategyOf(line) ?? {
      Key: DEFAULT_SHIPPING_STRATEGY,
      ShippingStrategyId: null,
      DisplayName: DEFAULT_SHIPPING_STRATEGY,
      Description: null,
      SubTotal: 0,
      ShippingCost: 0,
    };
    const group = groups.get(strategy.Key) ?? { strategy, lines: [] };
    group.lines.push(line);
    groups.set(strategy.Key, group);
  }
  const order = shipping.map((s) => s.Key);
  return [...groups.values()].sort(
    (a, b) => order.indexOf(a.strategy.Key) - order.indexOf(b.strategy.Key),
  );
}
