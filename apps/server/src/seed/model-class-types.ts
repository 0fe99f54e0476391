import type { modelProductClassType, product, productModel } from '../db/schema/index.ts';

type ProductRow = typeof product.$inferInsert;
type ProductModelRow = typeof productModel.$inferInsert;

/** A model is typed under every product class whose products list it. */
export function buildModelClassTypes(
  products: readonly ProductRow[],
  productModels: readonly ProductModelRow[],
): Array<typeof modelProductClassType.$inferInsert> {
  const classOf = new Map(products.map((p) => [p.productId, p.productClassId]));
  const seen = new Set<string>();
  const rows: Array<typeof modelProductClassType.$inferInsert> = [];
  for (const { productId, pcnCatalogNumber } of productModels) {
    const productClassId = classOf.get(productId);
    const key = `${pcnCatalogNumber}|${productClassId}`;
    if (productClassId === undefined || seen.has(key)) continue;
    seen.add(key);
    rows.push({ pcnCatalogNumber, productClassId });
  }
  return rows;
}
