import fc from 'fast-check';
import { PricingType } from './pricing-rules.ts';
import type { CustomerMultipliers, MultiplierEntry } from './pricing.ts';

/** Generators of the pricing rule's inputs for property tests. */
const cents = fc.integer({ min: 1, max: 10_000_000 });
export const listPrice = cents.map((c) => c / 100);
export const rate = fc.integer({ min: -10_000, max: 200_000 }).map((r) => r / 100);
const key = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty'),
);
const entry = (number: fc.Arbitrary<string>): fc.Arbitrary<MultiplierEntry> =>
  fc.record({
    Number: number,
    PricingType: fc.constantFrom(PricingType.NetPrice, PricingType.Multiplier),
    Rate: rate,
  });
const keyed = fc
  .array(entry(key), { maxLength: 6 })
  .map((entries) => Object.fromEntries(entries.map((e) => [e.Number, e])));
export const multipliers: fc.Arbitrary<CustomerMultipliers> = fc.record({
  CustomerMultiplier: fc.option(entry(fc.constant('0000100100')), { nil: null }),
  ProductMultipliers: keyed,
  MaterialMultipliers: keyed,
});
export const model = fc.record({
  PcnCatalogNumber: key,
  ProductHierarchy: fc.option(key, { nil: null }),
  TotalList: fc.option(
    fc.integer({ min: -1000, max: 10_000_000 }).map((c) => c / 100),
    {
      nil: null,
    },
  ),
});
