import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describePrice,
  describePriceRule,
  explainCustomerPrice,
  NO_LIST_PRICE,
  NO_PRICE_FROM_RULE,
} from './price-explanation.ts';
import {
  fromPriceExplanation,
  priceExplanation,
  toPriceExplanation,
} from './price-explanation-wire.ts';
import { model, multipliers } from './pricing-arbitraries.ts';
import { applyMultiplier, isCallForPricing, noMultipliers, PricingType } from './pricing-rules.ts';

const has = (entries: Record<string, unknown>, key: string | null) =>
  key !== null && Object.hasOwn(entries, key);

describe('explainCustomerPrice', () => {
  it('names the most specific entry: the catalogue number, then the product, then the customer', () => {
    fc.assert(
      fc.property(multipliers, model, (m, item) => {
        const { rule } = explainCustomerPrice(m, item);
        const priced = item.TotalList !== null && item.TotalList > 0;
        const expected = !priced
          ? undefined
          : has(m.MaterialMultipliers, item.PcnCatalogNumber)
            ? 'material'
            : has(m.ProductMultipliers, item.ProductHierarchy)
              ? 'product'
              : m.CustomerMultiplier
                ? 'customer'
                : undefined;
        expect(rule?.source).toBe(expected);
      }),
    );
  });

  it('makes the price by applying the rule it names to the list price', () => {
    fc.assert(
      fc.property(multipliers, model, (m, item) => {
        const explained = explainCustomerPrice(m, item);
        const expected =
          item.TotalList !== null && item.TotalList > 0 && explained.rule
            ? applyMultiplier(item.TotalList, explained.rule.entry)
            : item.TotalList;
        expect(explained.price).toBe(expected);
      }),
    );
  });

  it("says why exactly when the price reads 'Call for Pricing'", () => {
    fc.assert(
      fc.property(multipliers, model, (m, item) => {
        const explained = explainCustomerPrice(m, item);
        expect(explained.callForPricing !== null).toBe(isCallForPricing(explained.price));
      }),
    );
  });
});

describe('describePrice', () => {
  const motor = { PcnCatalogNumber: '314-1087', ProductHierarchy: 'P100', TotalList: 200 };

  it('reads list price, the product multiplier with its number, and the result', () => {
    const agreement = {
      ...noMultipliers,
      ProductMultipliers: {
        P100: { Number: 'P100', PricingType: PricingType.Multiplier, Rate: 45 },
      },
    };
    expect(describePrice(explainCustomerPrice(agreement, motor))).toEqual([
      'List price $200.00',
      'Multiplier 45% for product P100',
      'Your price $90.00',
    ]);
  });

  it('reads a net price for the catalogue number', () => {
    const agreement = {
      ...noMultipliers,
      MaterialMultipliers: {
        '314-1087': { Number: '314-1087', PricingType: PricingType.NetPrice, Rate: 150.5 },
      },
    };
    expect(describePrice(explainCustomerPrice(agreement, motor))).toEqual([
      'List price $200.00',
      'Net price $150.50 for catalogue number 314-1087',
      'Your price $150.50',
    ]);
  });

  it('says the list price stands without an agreement', () => {
    expect(describePrice(explainCustomerPrice(noMultipliers, motor))).toEqual([
      'List price $200.00',
      'No multiplier applies: the list price stands',
      'Your price $200.00',
    ]);
  });

  it("says why a part is 'Call for Pricing'", () => {
    expect(describePrice(explainCustomerPrice(noMultipliers, { ...motor, TotalList: 0 }))).toEqual([
      NO_LIST_PRICE,
    ]);
    const free = {
      ...noMultipliers,
      CustomerMultiplier: { Number: '0000100100', PricingType: PricingType.Multiplier, Rate: 0 },
    };
    expect(describePrice(explainCustomerPrice(free, motor))).toEqual([
      'List price $200.00',
      'Multiplier 0% for customer 0000100100',
      NO_PRICE_FROM_RULE,
    ]);
  });
});

describe('describePriceRule', () => {
  it('is the rule line of describePrice, with the reason when the part is Call for Pricing', () => {
    fc.assert(
      fc.property(multipliers, model, (m, item) => {
        const explained = explainCustomerPrice(m, item);
        const lines = describePrice(explained);
        const text = describePriceRule(explained);
        if (lines.length === 1) expect(text).toBe(lines[0]);
        else if (explained.callForPricing)
          expect(text).toBe(`${lines[1]}. ${explained.callForPricing}`);
        else expect(text).toBe(lines[1]);
      }),
    );
  });
});

describe('the explanation on the wire', () => {
  it('comes back as it went, and is what the schema reads', () => {
    fc.assert(
      fc.property(multipliers, model, (m, item) => {
        const explained = explainCustomerPrice(m, item);
        const wire = priceExplanation.parse(toPriceExplanation(explained));
        expect(fromPriceExplanation(wire)).toEqual(explained);
      }),
    );
  });
});
