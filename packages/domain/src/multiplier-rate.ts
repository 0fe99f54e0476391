import { formatUsd } from './format.ts';
import { PricingType } from './pricing-rules.ts';
import type { MultiplierEntry } from './pricing.ts';

// Rates are stored with four decimals; a percentage shows as many as it has.
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A net price as dollars ('$9.99'), a multiplier as the percentage of list it is ('45%'). */
export const formatMultiplierRate = (entry: Pick<MultiplierEntry, 'PricingType' | 'Rate'>) =>
  entry.PricingType === PricingType.NetPrice
    ? formatUsd(entry.Rate)
    : `${percent.format(entry.Rate)}%`;

/** The kind of an entry in words. */
export const multiplierTypeLabel = (entry: Pick<MultiplierEntry, 'PricingType'>) =>
  entry.PricingType === PricingType.NetPrice ? 'Net price' : 'Multiplier';
