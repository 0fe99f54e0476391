import type {
  CustomerMaterialRow,
  DivisionModelRow,
  ModelAssociationRow,
  ModelDimensionsValue,
  ProductModelRow,
} from '@portal/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import type { ModelDimensions } from '../../../db/schema/index.ts';

/** The statements behind the model's parts (model-parts.ts): one model's rows of each table. */

export async function readDivisionModels(db: Executor, pcn: string): Promise<DivisionModelRow[]> {
  const d = t.divisionModel;
  return db
    .select({
      DivisionModelId: d.divisionModelId,
      Division: d.divisionId,
      ModelNumber: d.modelNumber,
      Pcn: d.pcn,
      Barcode: d.barcode,
      Series: d.series,
      OEM: d.oem,
    })
    .from(d)
    .where(eq(d.pcnCatalogNumber, pcn))
    .orderBy(asc(d.divisionModelId));
}

/** Replaces the model's division models; a row keeps its id when it has one. */
export async function writeDivisionModels(
  tx: Transaction,
  pcn: string,
  rows: readonly DivisionModelRow[],
): Promise<void> {
  const d = t.divisionModel;
  await tx.delete(d).where(eq(d.pcnCatalogNumber, pcn));
  if (rows.length === 0) return;
  await tx.insert(d).values(
    rows.map((r) => ({
      ...(r.DivisionModelId ? { divisionModelId: r.DivisionModelId } : {}),
      pcnCatalogNumber: pcn,
      divisionId: r.Division,
      modelNumber: r.ModelNumber,
      pcn: r.Pcn ?? null,
      barcode: r.Barcode ?? null,
      series: r.Series ?? null,
      oem: r.OEM ?? null,
    })),
  );
}

export async function readCustomerMaterials(
  db: Executor,
  pcn: string,
): Promise<CustomerMaterialRow[]> {
  const c = t.customerMaterial;
  return db
    .select({ CustomerNumber: c.customerNumber, MaterialNumber: c.materialNumber })
    .from(c)
    .where(eq(c.pcnCatalogNumber, pcn))
    .orderBy(asc(c.customerNumber));
}

export async function writeCustomerMaterials(
  tx: Transaction,
  pcn: string,
  rows: readonly CustomerMaterialRow[],
): Promise<void> {
  const c = t.customerMaterial;
  await tx.delete(c).where(eq(c.pcnCatalogNumber, pcn));
  if (rows.length === 0) return;
  await tx.insert(c).values(
    rows.map((r) => ({
      customerNumber: r.CustomerNumber,
      materialNumber: r.MaterialNumber,
      pcnCatalogNumber: pcn,
    })),
  );
}

export async function readModelAssociations(
  db: Executor,
  pcn: string,
): Promise<ModelAssociationRow[]> {
  const a = t.modelAssociation;
  return db
    .select({ PcnCatalogNumber: a.childPcn, AssociationType: a.associationType })
    .from(a)
    .where(eq(a.parentPcn, pcn))
    .orderBy(asc(a.childPcn));
}

export async function writeModelAssociations(
  tx: Transaction,
  pcn: string,
  rows: readonly ModelAssociationRow[],
): Promise<void> {
  const a = t.modelAssociation;
  await tx.delete(a).where(eq(a.parentPcn, pcn));
  if (rows.length === 0) return;
  await tx.insert(a).values(
    rows.map((r) => ({
      parentPcn: pcn,
      childPcn: r.PcnCatalogNumber,
      associationType: r.AssociationType,
    })),
  );
}

/** Which of the catalogue numbers are models. */
export async function existingModels(db: Executor, pcns: readonly string[]): Promise<Set<string>> {
  if (pcns.length === 0) return new Set();
  const rows = await db
    .select({ pcn: t.model.pcnCatalogNumber })
    .from(t.model)
    .where(inArray(t.model.pcnCatalogNumber, [...pcns]));
  return new Set(rows.map((r) => r.pcn));
}

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

export async function writeModelDimensions(
  tx: Transaction,
  pcn: string,
  dimensions: ModelDimensions | null,
): Promise<void> {
  await tx
    .update(t.model)
    .set({ modelDimensions: dimensions })
    .where(eq(t.model.pcnCatalogNumber, pcn));
}

export async function readModelDimensions(
  db: Executor,
  pcn: string,
): Promise<ModelDimensionsValue | null> {
  const [row] = await db
    .select({ d: t.model.modelDimensions })
    .from(t.model)
    .where(eq(t.model.pcnCatalogNumber, pcn));
  return row?.d ?? null;
}
