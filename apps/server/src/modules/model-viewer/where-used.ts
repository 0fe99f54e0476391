import { siteKindOf, type Site, type WhereUsedProduct } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { findShownModel, readTablePlaces } from './queries.ts';
import type { ShownScope } from './shown-tables.ts';
import { readProductsOrderedFor, readTablesListing } from './where-used-queries.ts';

/**
 * Whose orders put a product first: on the customer portal, the customers a signed-in user
 * with a complete session holds (their company); nobody's elsewhere (decision 121).
 */
export function orderingCustomers(viewer: Viewer | null, site: Site): string[] {
  if (!viewer || viewer.pendingAcceptance || viewer.needsDirectorySignup) return [];
  if (siteKindOf(site.Name) !== 'customer') return [];
  return viewer.customers.map((c) => c.number);
}

/**
 * The products whose shown tables list a model, each with the first such table's place. The
 * products the customers have ordered parts for come first, then page order. A model the
 * visitor may not see answers NotFound, like an unknown one. Three reads, whatever the count.
 */
export async function whereUsed(
  db: Database,
  scope: ShownScope,
  pcn: string,
  customers: readonly string[],
): Promise<WhereUsedProduct[]> {
  if (!(await findShownModel(db, pcn, scope.preview)))
    throw new NotFound(`Model ${pcn} was not found.`);
  const tables = await readTablesListing(db, scope, pcn);
  const productIds = tables.map((t) => t.productId);
  const [places, ordered] = await Promise.all([
    readTablePlaces(
      db,
      tables.map((t) => t.sectionTableId),
    ),
    readProductsOrderedFor(db, customers, productIds),
  ]);
  const rank = (t: (typeof tables)[number]) => (ordered.has(t.productId) ? 0 : 1);
  return [...tables]
    .sort(
      (a, b) => rank(a) - rank(b) || a.productOrder - b.productOrder || a.productId - b.productId,
    )
    .flatMap((t) => {
      const place = places.get(t.sectionTableId);
      if (!place) return [];
      return [
        {
          ...place,
          ProductId: t.productId,
          SectionTableDisplayName: t.tableName,
          Image: t.image,
          OrderedBefore: ordered.has(t.productId),
        },
      ];
    });
}
