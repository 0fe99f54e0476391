import type {
  categoryCatalog,
  manufacturingSeriesCatalog,
  productCatalog,
  productClassCatalog,
} from '../db/schema/index.ts';
import type { Hierarchy } from './hierarchy.ts';
import { COMMERCIAL_CATALOG_ID, PARTS_CATALOG_ID } from './sites.ts';

type Membership = typeof categoryCatalog.$inferInsert;

export interface Memberships {
  categories: Array<typeof categoryCatalog.$inferInsert>;
  productClasses: Array<typeof productClassCatalog.$inferInsert>;
  series: Array<typeof manufacturingSeriesCatalog.$inferInsert>;
  products: Array<typeof productCatalog.$inferInsert>;
}

/** Everything is in the parts catalogue; the commercial categories are in both. */
export function buildMemberships(h: Hierarchy): Memberships {
  const rows = (itemId: number, categoryId: number): Membership[] =>
    h.commercialCategoryIds.has(categoryId)
      ? [
          { itemId, catalogId: PARTS_CATALOG_ID },
          { itemId, catalogId: COMMERCIAL_CATALOG_ID },
        ]
      : [{ itemId, catalogId: PARTS_CATALOG_ID }];
  const classCategory = new Map(h.productClasses.map((c) => [c.productClassId ?? 0, c.categoryId]));
  return {
    categories: h.categories.flatMap((c) => rows(c.categoryId ?? 0, c.categoryId ?? 0)),
    productClasses: h.productClasses.flatMap((c) => rows(c.productClassId ?? 0, c.categoryId)),
    series: h.series.flatMap((s) =>
      rows(s.manufacturingSeriesId ?? 0, classCategory.get(s.productClassId) ?? 0),
    ),
    products: h.products.flatMap((p) => rows(p.productId ?? 0, p.categoryId)),
  };
}
