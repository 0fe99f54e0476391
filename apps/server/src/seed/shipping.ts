import { formatUsd } from '@portal/domain';
import type { shippingStrategy, shippingStrategyCost } from '../db/schema/index.ts';

export const PARTS_SHIPPING = 1;
export const FREIGHT_SHIPPING = 2;
export const HAZMAT_SHIPPING = 3;

export const shippingStrategyRows: Array<typeof shippingStrategy.$inferInsert> = [
  {
    shippingStrategyId: PARTS_SHIPPING,
    name: 'Parts',
    displayName: 'Parts',
    description: 'Small parcel shipping by UPS or FedEx Ground.',
  },
  {
    shippingStrategyId: FREIGHT_SHIPPING,
    name: 'Freight',
    displayName: 'Freight',
    description: 'LTL truck freight for heavy or oversized items; lift-gate delivery available.',
  },
  {
    shippingStrategyId: HAZMAT_SHIPPING,
    name: 'Hazmat',
    displayName: 'Hazardous Materials',
    description:
      'Ground shipping for aerosols and other regulated items; no air or P.O. box delivery.',
  },
];

type Tier = [min: number, max: number | null, cost: number];

const tiers: Record<number, Tier[]> = {
  // A tier applies when min <= subtotal < max; the last one is open-ended.
  [PARTS_SHIPPING]: [
    [0, 100, 12.95],
    [100, 500, 24.95],
    [500, null, 0],
  ],
  [FREIGHT_SHIPPING]: [
    [0, 1000, 149],
    [1000, 2500, 99],
    [2500, 5000, 49],
    [5000, null, 0],
  ],
  [HAZMAT_SHIPPING]: [
    [0, 250, 29.95],
    [250, null, 19.95],
  ],
};

// Amounts as the shop shows prices: $1,000.00, with the thousands separated.
const usd = formatUsd;

export const shippingStrategyCostRows: Array<typeof shippingStrategyCost.$inferInsert> =
  Object.entries(tiers).flatMap(([strategyId, list]) =>
    list.map(([min, max, cost], i) => ({
      shippingStrategyId: Number(strategyId),
      shippingCost: cost,
      minOrderAmount: min,
      maxOrderAmount: max,
      orderBy: i,
      description:
        max === null
          ? `Orders of ${usd(min)} and more: ${cost === 0 ? 'free shipping' : usd(cost)}`
          : `Orders of ${usd(min)} to ${usd(max - 0.01)}: ${usd(cost)}`,
    })),
  );
