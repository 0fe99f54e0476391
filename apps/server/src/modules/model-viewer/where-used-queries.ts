import { and, asc, eq, param, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  image,
  product,
  productModel,
  sectionTable,
  sectionTableModel,
} from '../../db/schema/index.ts';
import { tableShown, type ShownScope } from './shown-tables.ts';

/**
 * Per product, the first shown table (by the table's OrderBy) that lists the model, with the
 * product's thumbnail. One read, driven by the model's index on product_model.
 */
export async function readTablesListing(db: Database, scope: ShownScope, pcn: string) {
  return db
    .selectDistinctOn([product.productId], {
      productId: product.productId,
      productOrder: product.orderBy,
      sectionTableId: sectionTable.sectionTableId,
      tableName: sectionTable.displayName,
      image: image.imagePath,
    })
    .from(productModel)
    .innerJoin(sectionTableModel, eq(sectionTableModel.productModelId, productModel.productModelId))
    .innerJoin(sectionTable, eq(sectionTable.sectionTableId, sectionTableModel.sectionTableId))
    .innerJoin(product, eq(product.productId, sectionTable.productId))
    .leftJoin(image, and(eq(image.imageId, product.thumbnailImageId), eq(image.isDeleted, false)))
    .where(and(eq(productModel.pcnCatalogNumber, pcn), tableShown(db, scope)))
    .orderBy(asc(product.productId), asc(sectionTable.orderBy), asc(sectionTable.sectionTableId));
}

/**
 * Which of the products have had parts ordered by the customers: an order of theirs (not
 * cancelled) holds a line whose material is a model listed under the product. Reads the
 * customers' orders by their index, then each line's model by catalogue number.
 */
export async function readProductsOrderedFor(
  db: Database,
  customerNumbers: readonly string[],
  productIds: readonly number[],
): Promise<Set<number>> {
  if (customerNumbers.length === 0 || productIds.length === 0) return new Set();
  const result = await db.execute<{ product_id: number }>(sql`
    select distinct pm.product_id
    from orders o
    join order_item oi on oi.order_id = o.order_id
    join product_model pm on pm.pcn_catalog_number = oi.material
    where o.customer_number = any(${param([...customerNumbers])}::text[])
      and o.status <> 'Cancelled'
      and pm.product_id = any(${param([...productIds])}::int[])`);
  return new Set(result.rows.map((r) => r.product_id));
}
