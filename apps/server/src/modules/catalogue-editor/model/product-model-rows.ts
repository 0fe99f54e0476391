import type { ProductModelRow } from '@portal/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';

/** A model's associations (admin §3 Model.ProductModels): product models and their tables. */

/** The model's associations: each product listing it and that product's tables it shows in. */
export async function readProductModels(db: Executor, pcn: string): Promise<ProductModelRow[]> {
  const pm = t.productModel;
  const stm = t.sectionTableModel;
  const rows = await db
    .select({
      ProductModelId: pm.productModelId,
      ProductId: pm.productId,
      SectionTableIds: sql<
        number[]
      >`coalesce(array_agg(${stm.sectionTableId} order by ${stm.sectionTableId}) filter (where ${stm.sectionTableId} is not null), '{}')`,
    })
    .from(pm)
    .leftJoin(stm, eq(stm.productModelId, pm.productModelId))
    .where(eq(pm.pcnCatalogNumber, pcn))
    .groupBy(pm.productModelId)
    .orderBy(asc(pm.productId));
  return rows;
}

/** The section tables of each product named, by product. */
export async function tablesOfProducts(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const found = new Map<number, Set<number>>();
  if (productIds.length === 0) return found;
  const products = await db
    .select({ id: t.product.productId })
    .from(t.product)
    .where(inArray(t.product.productId, [...productIds]));
  for (const p of products) found.set(p.id, new Set());
  const tables = await db
    .select({ id: t.sectionTable.sectionTableId, productId: t.sectionTable.productId })
    .from(t.sectionTable)
    .where(inArray(t.sectionTable.productId, [...productIds]));
  for (const table of tables) found.get(table.productId)?.add(table.id);
  return found;
}

/**
 * Brings the model's associations to the rows given, keeping the product model (and its place
 * in each table it stays in) of every product still listed: a product dropped takes its
 * section-table rows with it; a table added puts the model last in it.
 */
export async function writeProductModels(
  tx: Transaction,
  pcn: string,
  rows: readonly ProductModelRow[],
): Promise<void> {
  const pm = t.productModel;
  const stm = t.sectionTableModel;
  const productIds = rows.map((r) => r.ProductId);
  await tx
    .delete(pm)
    .where(
      and(
        eq(pm.pcnCatalogNumber, pcn),
        ...(productIds.length > 0 ? [notInArray(pm.productId, productIds)] : []),
      ),
    );
  for (const row of rows) {
    await tx
      .insert(pm)
      .values({ productId: row.ProductId, pcnCatalogNumber: pcn })
      .onConflictDoNothing();
    const [held] = await tx
      .select({ id: pm.productModelId })
      .from(pm)
      .where(and(eq(pm.productId, row.ProductId), eq(pm.pcnCatalogNumber, pcn)));
    const productModelId = held!.id;
    const tables = row.SectionTableIds;
    await tx
      .delete(stm)
      .where(
        and(
          eq(stm.productModelId, productModelId),
          ...(tables.length > 0 ? [notInArray(stm.sectionTableId, [...tables])] : []),
        ),
      );
    for (const sectionTableId of tables)
      await tx.execute(sql`
        insert into ${stm} (section_table_id, product_model_id, order_by)
        select ${sectionTableId}, ${productModelId},
          coalesce((select max(order_by) + 1 from ${stm} where section_table_id = ${sectionTableId}), 0)
        on conflict do nothing`);
  }
}
