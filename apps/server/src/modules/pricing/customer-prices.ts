import {
  explainCustomerPrice,
  isCallForPricing,
  pricingCustomerOf,
  type CustomerMultipliers,
  type Site,
} from '@portal/domain';
import type { Viewer } from '../../lib/session.ts';
import type { PricedModel } from './priced-model.ts';

/**
 * The customer whose agreement prices what a viewer sees and buys: the first customer of a
 * complete session on a customer site (decision 095); none for guests and everyone else.
 */
export function pricingCustomer(viewer: Viewer | null, site: Site): string | null {
  if (!viewer || viewer.pendingAcceptance || viewer.needsDirectorySignup) return null;
  return pricingCustomerOf(
    site.Name,
    viewer.customers.map((c) => c.number),
  );
}

/**
 * A list-priced model repriced under a customer's agreement. The list price stays as
 * originalPrice; a customer price of zero or less makes the model 'Call for Pricing'.
 */
export function forCustomer(model: PricedModel, multipliers: CustomerMultipliers): PricedModel {
  if (model.status !== 'Available') return model;
  const explained = explainCustomerPrice(multipliers, {
    PcnCatalogNumber: model.pcnCatalogNumber,
    ProductHierarchy: model.productHierarchy,
    TotalList: model.originalPrice,
  });
  const { price } = explained;
  if (price === null || isCallForPricing(price))
    return { ...model, status: 'Call for Pricing', unitPrice: 0, explained };
  return { ...model, unitPrice: price, explained };
}

/** Each model of a map repriced for the customer. */
export function mapForCustomer(
  models: ReadonlyMap<string, PricedModel>,
  multipliers: CustomerMultipliers,
): Map<string, PricedModel> {
  return new Map([...models].map(([pcn, model]) => [pcn, forCustomer(model, multipliers)]));
}
