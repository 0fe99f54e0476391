import {
  AccountMessage,
  type ModelReplacement,
  type ReplacementOffer,
  type Site,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { customerVisible } from '../customer/pricing-queries.ts';
import { pricingCustomer } from '../pricing/customer-prices.ts';
import type { PricingService } from '../pricing/service.ts';
import type { SearchService } from '../search/service.ts';
import { replacementOffers } from './offers.ts';
import { readLink } from './queries.ts';

export interface ReplacementReader {
  /** What the parts site says of a model: its replacement, if any, and the one it offers. */
  of(site: Site, pcn: string, preview: boolean): Promise<ModelReplacement>;
  /** The replacements offered for numbers about to be ordered, priced for the viewer. */
  offers(
    site: Site,
    viewer: Viewer | null,
    pcns: readonly string[],
    customerNumber?: string,
  ): Promise<ReplacementOffer[]>;
}

export function createReplacementReader(
  db: Database,
  search: SearchService,
  pricing: PricingService,
): ReplacementReader {
  return {
    async offers(site, viewer, pcns, customerNumber) {
      // A customer named is priced for only by someone who may see them (decision 065).
      if (customerNumber && !(viewer && (await customerVisible(db, viewer, customerNumber))))
        throw new NotFound(AccountMessage.customerNotFound);
      const buyer = { site, customerNumber: customerNumber ?? pricingCustomer(viewer, site) };
      return replacementOffers(db, pricing, buyer, pcns);
    },
    async of(site, pcn, preview) {
      const [link, replacement] = await Promise.all([
        readLink(db, pcn),
        search.replacement(site, pcn, preview),
      ]);
      return {
        PcnCatalogNumber: pcn,
        ReplacedBy: link?.replacedBy ?? null,
        Note: link?.note ?? null,
        Replacement: link ? replacement : null,
      };
    },
  };
}
