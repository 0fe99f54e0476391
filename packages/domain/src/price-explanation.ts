import { formatUsd } from './format.ts';
import { formatMultiplierRate, multiplierTypeLabel } from './multiplier-rate.ts';
import { applyMultiplier, type PricedItem } from './pricing-rules.ts';
import type { CustomerMultipliers, MultiplierEntry } from './pricing.ts';

/** Where the entry that priced a model comes from, most specific first (§9 multiplier rule). */
export type PriceRuleSource = 'material' | 'product' | 'customer';

/** A customer's price of a model with the rule that made it. */
export interface ExplainedPrice {
  listPrice: number | null;
  /** The entry that applied and its level; null when the list price stands. */
  rule: { source: PriceRuleSource; number: string; entry: MultiplierEntry } | null;
  /** The price the customer pays; null or 0 or less reads 'Call for Pricing'. */
  price: number | null;
  /** Why the model is 'Call for Pricing', in words; null when it has a price. */
  callForPricing: string | null;
}

export const NO_LIST_PRICE = 'This part has no list price: the factory prices it on request.';
export const NO_PRICE_FROM_RULE =
  'The agreement prices this part at $0.00: it is priced on request.';

const own = (entries: Record<string, MultiplierEntry>, key: string | null | undefined) =>
  key != null && Object.hasOwn(entries, key) ? entries[key] : undefined;

/** The most specific entry for a model and its level: material, then product, then customer. */
export function ruleFor(
  multipliers: CustomerMultipliers,
  model: Pick<PricedItem, 'PcnCatalogNumber' | 'ProductHierarchy'>,
): ExplainedPrice['rule'] {
  const material = own(multipliers.MaterialMultipliers, model.PcnCatalogNumber);
  if (material) return { source: 'material', number: model.PcnCatalogNumber, entry: material };
  const product = own(multipliers.ProductMultipliers, model.ProductHierarchy);
  if (product) return { source: 'product', number: model.ProductHierarchy!, entry: product };
  const customer = multipliers.CustomerMultiplier;
  return customer ? { source: 'customer', number: customer.Number, entry: customer } : null;
}

/**
 * The customer's price of a model and why. Only a positive list price is repriced: a model
 * without one stays 'Call for Pricing' whatever the agreement says.
 */
export function explainCustomerPrice(
  multipliers: CustomerMultipliers,
  model: PricedItem,
): ExplainedPrice {
  const listPrice = model.TotalList;
  if (listPrice === null || listPrice <= 0)
    return { listPrice, rule: null, price: listPrice, callForPricing: NO_LIST_PRICE };
  const rule = ruleFor(multipliers, model);
  const price = rule ? (applyMultiplier(listPrice, rule.entry) as number) : listPrice;
  return { listPrice, rule, price, callForPricing: price > 0 ? null : NO_PRICE_FROM_RULE };
}

const SOURCE_LABEL: Record<PriceRuleSource, string> = {
  material: 'catalogue number',
  product: 'product',
  customer: 'customer',
};

export const NO_RULE = 'No multiplier applies: the list price stands';

const ruleLine = (rule: NonNullable<ExplainedPrice['rule']>) =>
  `${multiplierTypeLabel(rule.entry)} ${formatMultiplierRate(rule.entry)} for ${SOURCE_LABEL[rule.source]} ${rule.number}`;

/** The explanation as lines a person reads: list price, the rule, the result. */
export function describePrice({ listPrice, rule, price, callForPricing }: ExplainedPrice) {
  if (listPrice === null || listPrice <= 0) return [NO_LIST_PRICE];
  const lines = [`List price ${formatUsd(listPrice)}`, rule ? ruleLine(rule) : NO_RULE];
  lines.push(callForPricing ?? `Your price ${formatUsd(price ?? 0)}`);
  return lines;
}

/**
 * The rule alone, for a column beside the list and customer prices: 'Multiplier 45% for
 * product P100', and why when the result is 'Call for Pricing'.
 */
export function describePriceRule({ listPrice, rule, callForPricing }: ExplainedPrice): string {
  if (listPrice === null || listPrice <= 0) return NO_LIST_PRICE;
  const line = rule ? ruleLine(rule) : NO_RULE;
  return callForPricing ? `${line}. ${callForPricing}` : line;
}

/** The most specific entry for a model: its material, then its product, then the customer. */
export const multiplierFor = (
  multipliers: CustomerMultipliers,
  model: Pick<PricedItem, 'PcnCatalogNumber' | 'ProductHierarchy'>,
) => ruleFor(multipliers, model)?.entry ?? null;

/** The customer's price of a model (the price of `explainCustomerPrice`). */
export const customerPrice = (multipliers: CustomerMultipliers, model: PricedItem) =>
  explainCustomerPrice(multipliers, model).price;
