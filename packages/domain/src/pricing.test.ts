import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import { customerPrice, multiplierFor } from './price-explanation.ts';
import {
  applyMultiplier,
  isCallForPricing,
  noMultipliers,
  PricingType,
  pricingCustomerOf,
} from './pricing-rules.ts';
import { listPrice, model, multipliers, rate } from './pricing-arbitraries.ts';
import type { CustomerMultipliers } from './pricing.ts';

describe('applyMultiplier', () => {
  it('uses the Rate as the price of a NetPrice entry', () => {
    fc.assert(
      fc.property(listPrice, rate, (price, r) => {
        const net = { Number: 'x', PricingType: PricingType.NetPrice, Rate: r } as const;
        expect(applyMultiplier(price, net)).toBe(toCents(r) / 100);
      }),
    );
  });

  it('takes Rate percent of the list price for a Multiplier entry, in whole cents', () => {
    fc.assert(
      fc.property(listPrice, rate, (price, r) => {
        const result = applyMultiplier(price, {
          Number: 'x',
          PricingType: PricingType.Multiplier,
          Rate: r,
        });
        expect(Math.abs(result * 100 - Math.round(result * 100))).toBeLessThan(1e-6);
        expect(Math.abs(result - (price * r) / 100)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('leaves the price unchanged at a rate of 100 percent', () => {
    fc.assert(
      fc.property(listPrice, (price) => {
        expect(
          applyMultiplier(price, { Number: 'x', PricingType: PricingType.Multiplier, Rate: 100 }),
        ).toBe(price);
      }),
    );
  });

  it('never lowers a price for a higher rate', () => {
    fc.assert(
      fc.property(listPrice, rate, rate, (price, a, b) => {
        const at = (r: number) =>
          applyMultiplier(price, { Number: 'x', PricingType: PricingType.Multiplier, Rate: r });
        expect(at(Math.min(a, b))).toBeLessThanOrEqual(at(Math.max(a, b)));
      }),
    );
  });

  it('returns an empty or non-numeric price unchanged', () => {
    const any = { Number: 'x', PricingType: PricingType.Multiplier, Rate: 45 } as const;
    for (const price of [null, undefined, '', '  ', 'abc', Number.NaN, Infinity, '12abc'])
      expect(applyMultiplier(price, any)).toBe(price);
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() === '' || !Number.isFinite(Number(s))),
        (text) => {
          expect(applyMultiplier(text, any)).toBe(text);
        },
      ),
    );
  });

  it('reads a numeric text as a price', () => {
    expect(
      applyMultiplier('80.00', { Number: 'x', PricingType: PricingType.Multiplier, Rate: 45 }),
    ).toBe(36);
  });

  it('returns the price unchanged without an entry', () => {
    fc.assert(
      fc.property(listPrice, (price) => {
        expect(applyMultiplier(price, null)).toBe(price);
      }),
    );
  });
});

describe('multiplierFor', () => {
  it('picks the material entry, then the product entry, then the customer entry', () => {
    fc.assert(
      fc.property(multipliers, model, (m, item) => {
        const chosen = multiplierFor(m, item);
        const material = Object.hasOwn(m.MaterialMultipliers, item.PcnCatalogNumber)
          ? m.MaterialMultipliers[item.PcnCatalogNumber]
          : undefined;
        const product =
          item.ProductHierarchy !== null &&
          Object.hasOwn(m.ProductMultipliers, item.ProductHierarchy)
            ? m.ProductMultipliers[item.ProductHierarchy]
            : undefined;
        expect(chosen).toBe(material ?? product ?? m.CustomerMultiplier);
      }),
    );
  });

  it('never takes an inherited property of the entry maps for an entry', () => {
    const found = multiplierFor(noMultipliers, {
      PcnCatalogNumber: 'constructor',
      ProductHierarchy: '__proto__',
    });
    expect(found).toBeNull();
  });

  it('ignores entries of other materials and products', () => {
    const customer = { Number: 'C1', PricingType: PricingType.Multiplier, Rate: 45 } as const;
    const m: CustomerMultipliers = {
      CustomerMultiplier: customer,
      ProductMultipliers: { 'HT-FUR-MTR': { ...customer, Number: 'HT-FUR-MTR', Rate: 30 } },
      MaterialMultipliers: { '0042-1000': { ...customer, Number: '0042-1000', Rate: 20 } },
    };
    expect(
      multiplierFor(m, { PcnCatalogNumber: '0042-1000', ProductHierarchy: 'HT-FUR-MTR' })?.Rate,
    ).toBe(20);
    expect(
      multiplierFor(m, { PcnCatalogNumber: '0042-1001', ProductHierarchy: 'HT-FUR-MTR' })?.Rate,
    ).toBe(30);
    expect(
      multiplierFor(m, { PcnCatalogNumber: '0042-1001', ProductHierarchy: 'HT-FUR-IGN' })?.Rate,
    ).toBe(45);
  });
});

describe('customerPrice', () => {
  it('reprices only a positive list price', () => {
    fc.assert(
      fc.property(multipliers, model, (m, item) => {
        const price = customerPrice(m, item);
        if (item.TotalList === null || item.TotalList <= 0) expect(price).toBe(item.TotalList);
        else expect(price).toBe(applyMultiplier(item.TotalList, multiplierFor(m, item)));
      }),
    );
  });

  it('is the list price for a customer without an agreement', () => {
    fc.assert(
      fc.property(model, (item) => {
        expect(customerPrice(noMultipliers, item)).toBe(item.TotalList);
      }),
    );
  });

  it('shows Call for Pricing whenever the price is zero or less, or missing', () => {
    fc.assert(
      fc.property(multipliers, model, (m, item) => {
        const price = customerPrice(m, item);
        expect(isCallForPricing(price)).toBe(price === null || price <= 0);
      }),
    );
  });
});

describe('pricingCustomerOf', () => {
  it('chooses the first customer on a customer site', () => {
    expect(pricingCustomerOf('customers', ['0000100100', '0000100400'])).toBe('0000100100');
    expect(pricingCustomerOf('customers', [])).toBeNull();
  });

  it('chooses no customer on the sales-rep and parts sites', () => {
    expect(pricingCustomerOf('sales', ['0000100100'])).toBeNull();
    expect(pricingCustomerOf('parts', ['0000100100'])).toBeNull();
  });
});
