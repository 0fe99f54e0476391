import {
  searchKey,
  type CustomerMultipliers,
  type ShippingStrategy,
  type Site,
} from '@portal/domain';
import type { AppDeps } from '../../app.ts';
import type { Executor } from '../../db/client.ts';
import { mapForCustomer } from './customer-prices.ts';
import { readCustomerMultipliers } from './multipliers.ts';
import type { PgQueryable } from '../../db/named-statement.ts';
import { toPricedModel, type PricedModel } from './priced-model.ts';
import { readModelPrices, readShippingStrategies } from './queries.ts';

export { orderableModel, toPricedModel, type PricedModel } from './priced-model.ts';

/**
 * Who is buying: the site, and the customer whose agreement applies (`pricingCustomer` of
 * the signed-in viewer); without one, the list price.
 */
export interface PricingContext {
  site: Site;
  customerNumber?: string | null;
}

/**
 * Prices the given models for a buyer, keyed by catalogue number: the customer's price when
 * a customer applies, else the list price. Models that do not exist are left out; hidden ones
 * come back with `shown` false. Runs on the caller's executor so an order can price inside
 * its own transaction, agreement included.
 */
export async function priceModels(
  db: Executor | PgQueryable,
  ctx: PricingContext,
  pcns: readonly string[],
): Promise<Map<string, PricedModel>> {
  const listed = await listPrices(db, ctx.site, pcns);
  if (!ctx.customerNumber) return listed;
  return mapForCustomer(listed, await readCustomerMultipliers(db, ctx.customerNumber));
}

async function listPrices(
  db: Executor | PgQueryable,
  site: Site,
  pcns: readonly string[],
): Promise<Map<string, PricedModel>> {
  const wanted = [...new Set(pcns)].map((pcn) => ({ pcn, key: searchKey(pcn) }));
  const rows = await readModelPrices(
    db,
    { siteId: site.SiteId, catalogId: site.CatalogId },
    wanted,
  );
  return new Map(rows.map((row) => [row.pcn_catalog_number, toPricedModel(row)]));
}

/** Every shipping strategy with its cost tiers (Costs in their configured order). */
export async function loadShippingStrategies(db: Executor): Promise<ShippingStrategy[]> {
  const rows = await readShippingStrategies(db);
  return rows.map((s) => ({
    ShippingStrategyId: s.shippingStrategyId,
    Name: s.name,
    DisplayName: s.displayName,
    Description: s.description,
    Costs: s.costs.map((c) => ({
      ShippingStrategyCostId: c.shippingStrategyCostId,
      ShippingCost: Number(c.shippingCost),
      Description: c.description,
      MinOrderAmount: Number(c.minOrderAmount),
      MaxOrderAmount: c.maxOrderAmount === null ? null : Number(c.maxOrderAmount),
    })),
  }));
}

export interface PricingService {
  /** On the pool, or on `db` (the caller's transaction or connection). */
  priceModels(
    ctx: PricingContext,
    pcns: readonly string[],
    db?: Executor | PgQueryable,
  ): Promise<Map<string, PricedModel>>;
  /**
   * Prices to show in a cart, list prices and agreements each kept for a minute: every cart
   * view reprices all its lines, and both change far less often. Whatever is bought is
   * priced by priceModels.
   */
  displayPrices(ctx: PricingContext, pcns: readonly string[]): Promise<Map<string, PricedModel>>;
  /** A customer's agreement, kept for a minute. */
  multipliers(customerNumber: string): Promise<CustomerMultipliers>;
  /** Kept for a minute: tiers change rarely and every cart read needs them. */
  shippingStrategies(): Promise<ShippingStrategy[]>;
}

export function createPricingService(deps: Pick<AppDeps, 'db' | 'caches'>): PricingService {
  const cache = deps.caches.create<ShippingStrategy[]>('shipping-strategies', {
    max: 1,
    ttlMs: 60_000,
  });
  const shown = deps.caches.create<PricedModel>('cart-prices', { max: 50_000, ttlMs: 60_000 });
  const agreements = deps.caches.create<CustomerMultipliers>('customer-multipliers', {
    max: 10_000,
    ttlMs: 60_000,
  });

  const multipliers = async (customerNumber: string) => {
    const hit = agreements.get(customerNumber);
    if (hit) return hit;
    const found = await readCustomerMultipliers(deps.db, customerNumber);
    agreements.set(customerNumber, found);
    return found;
  };

  const shownListPrices = async (site: Site, pcns: readonly string[]) => {
    const key = (pcn: string) => `${site.SiteId}:${pcn}`;
    const found = new Map<string, PricedModel>();
    const missing: string[] = [];
    for (const pcn of pcns) {
      const hit = shown.get(key(pcn));
      if (hit) found.set(pcn, hit);
      else missing.push(pcn);
    }
    if (missing.length === 0) return found;
    for (const [pcn, model] of await listPrices(deps.db, site, missing)) {
      shown.set(key(pcn), model);
      found.set(pcn, model);
    }
    return found;
  };

  return {
    priceModels: (ctx, pcns, db = deps.db) => priceModels(db, ctx, pcns),
    async displayPrices(ctx, pcns) {
      const [listed, agreement] = await Promise.all([
        shownListPrices(ctx.site, pcns),
        ctx.customerNumber ? multipliers(ctx.customerNumber) : null,
      ]);
      return agreement ? mapForCustomer(listed, agreement) : listed;
    },
    multipliers,
    async shippingStrategies() {
      const hit = cache.get('all');
      if (hit) return hit;
      const strategies = await loadShippingStrategies(deps.db);
      cache.set('all', strategies);
      return strategies;
    },
  };
}
