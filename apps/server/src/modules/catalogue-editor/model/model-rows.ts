import type {
  CustomerMaterialRow,
  DivisionModelRow,
  ModelAssociationRow,
  ModelDimensionsValue,
} from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
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
