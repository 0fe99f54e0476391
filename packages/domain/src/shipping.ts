import { z } from 'zod';

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
