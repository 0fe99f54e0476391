import { roundMoney, searchKey, type ReplacementOffer, type Site } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { PricingService } from '../pricing/service.ts';
import { keyOf } from '../search/search-index.ts';
import { offeredReplacement } from './replacement.ts';

/** Who is about to order: the site and the customer whose prices apply (none: list prices). */
export interface OfferBuyer {
  site: Site;
  customerNumber: string | null;
}

/** The replaced models among numbers as typed, keyed by the typed number's search key. */
async function replacedByKeys(db: Database, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const wanted = sql`array[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  // Read through model_supersession_key_idx (migration 0030).
  const result = await db.execute<{ pcn: string; key: string }>(sql`
    select pcn_catalog_number as pcn, ${keyOf(sql`pcn_catalog_number`)} as key
    from model_supersession where ${keyOf(sql`pcn_catalog_number`)} = any(${wanted})
    order by pcn_catalog_number`);
  const found = new Map<string, string>();
  for (const row of result.rows) if (!found.has(row.key)) found.set(row.key, row.pcn);
  return found;
}

/**
 * For each number about to be ordered that a newer model replaces, the model offered instead
 * (decision 177) and both unit prices as the buyer's cart shows them: priced by the pricing
 * service, the price difference is their difference and nothing more.
 */
export async function replacementOffers(
  db: Database,
  pricing: PricingService,
  buyer: OfferBuyer,
  requested: readonly string[],
): Promise<ReplacementOffer[]> {
  const typed = [...new Set(requested)].map((pcn) => ({ pcn, key: searchKey(pcn) }));
  const replaced = await replacedByKeys(db, [...new Set(typed.map((t) => t.key))].filter(Boolean));
  const scope = { catalogId: buyer.site.CatalogId, preview: false };
  const offers = [];
  for (const t of typed) {
    const old = replaced.get(t.key);
    const offered = old ? await offeredReplacement(db, old, scope) : null;
    if (old && offered) offers.push({ requested: t.pcn, old, offered });
  }
  if (offers.length === 0) return [];
  const prices = await pricing.displayPrices(buyer, [
    ...offers.map((o) => o.old),
    ...offers.map((o) => o.offered.pcn),
  ]);
  return offers.map(({ requested: asked, old, offered }) => {
    const before = prices.get(old)?.unitPrice ?? 0;
    const after = prices.get(offered.pcn);
    const now = after?.unitPrice ?? 0;
    return {
      Requested: asked,
      PcnCatalogNumber: old,
      Replacement: offered.pcn,
      ReplacementDescription: after?.description ?? after?.sapModelDescription ?? null,
      Note: offered.note,
      UnitPrice: before,
      ReplacementUnitPrice: now,
      PriceDifference: roundMoney(now - before),
    };
  });
}
