import { siteKindOf } from './accounts/site-kind.ts';
import { roundMoney } from './money.ts';
import type { CustomerMultipliers, MultiplierEntry } from './pricing.ts';

/** PricingType of a multiplier entry: 1 NetPrice (Rate is the price), 2 Multiplier (Rate is %). */
export const PricingType = { NetPrice: 1, Multiplier: 2 } as const;
export type PricingTypeValue = (typeof PricingType)[keyof typeof PricingType];

export const noMultipliers: CustomerMultipliers = {
  CustomerMultiplier: null,
  ProductMultipliers: {},
  MaterialMultipliers: {},
};

/** What the rule needs of a model: its material, its product and its list price. */
export interface PricedItem {
  PcnCatalogNumber: string;
  ProductHierarchy: string | null;
  TotalList: number | null;
}

function numericPrice(price: unknown): number | null {
  if (typeof price === 'number') return Number.isFinite(price) ? price : null;
  if (typeof price !== 'string' || price.trim() === '') return null;
  const value = Number(price);
  return Number.isFinite(value) ? value : null;
}

/**
 * A price under one entry: NetPrice answers the Rate, Multiplier the price times Rate / 100,
 * both in cents. An empty or non-numeric price, or no entry, is returned unchanged.
 */
export function applyMultiplier<P>(
  price: P,
  entry: MultiplierEntry | null | undefined,
): P | number {
  const value = numericPrice(price);
  if (!entry || value === null) return price;
  if (entry.PricingType === PricingType.NetPrice) return roundMoney(entry.Rate);
  return roundMoney((value * entry.Rate) / 100);
}

/** A price of zero or less (or none) is shown as 'Call for Pricing' and cannot be bought. */
export const isCallForPricing = (price: number | null | undefined): boolean =>
  price === null || price === undefined || !(price > 0);

/**
 * The customer whose prices a signed-in user sees: on a customer site the first customer of
 * their permissions (in customer-number order, not clearable); elsewhere none yet, since the
 * sales-rep site picks a customer in the order wizard (decision 095).
 */
export function pricingCustomerOf(siteName: string, customerNumbers: readonly string[]) {
  return siteKindOf(siteName) === 'customer' ? (customerNumbers[0] ?? null) : null;
}

/** Models a request may ask material numbers for: a product page's or a viewer level's rows. */
export const MAX_MATERIAL_LOOKUP = 5000;
