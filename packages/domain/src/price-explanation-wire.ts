import { z } from 'zod';
import type { ExplainedPrice } from './price-explanation.ts';
import { multiplierEntry } from './pricing.ts';

/**
 * How a customer's price of a line was made, as the API sends it with order, inquiry and
 * quick-order lines (issue 17 point 4): the list price, the agreement's entry that applied and
 * its level with its number, the price, and why the part is 'Call for Pricing'.
 */
export const priceExplanation = z.object({
  ListPrice: z.number().nullable(),
  Rule: z
    .object({
      Source: z.enum(['material', 'product', 'customer']),
      Number: z.string(),
      Entry: multiplierEntry,
    })
    .nullable(),
  Price: z.number().nullable(),
  CallForPricing: z.string().nullable(),
});
export type PriceExplanation = z.infer<typeof priceExplanation>;

export const toPriceExplanation = (explained: ExplainedPrice): PriceExplanation => ({
  ListPrice: explained.listPrice,
  Rule: explained.rule
    ? { Source: explained.rule.source, Number: explained.rule.number, Entry: explained.rule.entry }
    : null,
  Price: explained.price,
  CallForPricing: explained.callForPricing,
});

export const fromPriceExplanation = (wire: PriceExplanation): ExplainedPrice => ({
  listPrice: wire.ListPrice,
  rule: wire.Rule
    ? { source: wire.Rule.Source, number: wire.Rule.Number, entry: wire.Rule.Entry }
    : null,
  price: wire.Price,
  callForPricing: wire.CallForPricing,
});
