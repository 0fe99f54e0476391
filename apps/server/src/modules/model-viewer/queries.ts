import { and, asc, eq, exists, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  image,
  materialGroup,
  model,
  product,
  productModel,
  sectionTable,
  sectionTableModel,
} from '../../db/schema/index.ts';
import { shownTo } from '../../lib/visibility.ts';
import { tableModelColumns } from '../product/table-model-columns.ts';
import { shownTables, tableShown, type ShownScope } from './shown-tables.ts';

export interface RowRead {
  scope: ShownScope;
  withInventory: boolean;
  /** At most this many rows come back. */
  limit: number;
}

/** Rows of shown tables matching `tables` (and `models`), in page order, in one read. */
export async function readListedRows(db: Database, read: RowRead, tables?: SQL, models?: SQL) {
  return db
    .select({
      sectionTableId: sectionTableModel.sectionTableId,
      ...tableModelColumns(read.withInventory),
    })
    .from(sectionTableModel)
    .innerJoin(sectionTable, eq(sectionTable.sectionTableId, sectionTableModel.sectionTableId))
    .innerJoin(product, eq(product.productId, sectionTable.productId))
    .innerJoin(productModel, eq(productModel.productModelId, sectionTableModel.productModelId))
    .innerJoin(model, eq(model.pcnCatalogNumber, productModel.pcnCatalogNumber))
    .leftJoin(image, and(eq(image.imageId, model.imageId), eq(image.isDeleted, false)))
    .where(and(tableShown(db, read.scope), shownTo(model, read.scope.preview), tables, models))
    .orderBy(
      asc(product.orderBy),
      asc(product.productId),
      asc(sectionTable.orderBy),
      asc(sectionTable.sectionTableId),
      asc(sectionTableModel.orderBy),
      asc(model.pcnCatalogNumber),
    )
    .limit(read.limit);
}

/** Shown models matching `models` that no shown table lists; their table id reads 0. */
export async function readUnlistedRows(db: Database, read: RowRead, models: SQL) {
  if (read.limit <= 0) return [];
  const listed = db
    .select({ one: sql`1` })
    .from(sectionTableModel)
    .innerJoin(productModel, eq(productModel.productModelId, sectionTableModel.productModelId))
    .where(
      and(
        eq(productModel.pcnCatalogNumber, model.pcnCatalogNumber),
        inArray(sectionTableModel.sectionTableId, shownTables(db, read.scope)),
      ),
    );
  return db
    .select({ sectionTableId: sql<number>`0`, ...tableModelColumns(read.withInventory) })
    .from(model)
    .leftJoin(image, and(eq(image.imageId, model.imageId), eq(image.isDeleted, false)))
    .where(and(models, shownTo(model, read.scope.preview), not(exists(listed))))
    .orderBy(asc(model.pcnCatalogNumber))
    .limit(read.limit);
}

export async function findShownModel(db: Database, pcn: string, preview: boolean) {
  const rows = await db
    .select({ pcn: model.pcnCatalogNumber })
    .from(model)
    .where(and(eq(model.pcnCatalogNumber, pcn), shownTo(model, preview)))
    .limit(1);
  return rows[0];
}

export async function findMaterialGroup(db: Database, number: string) {
  const rows = await db
    .select({
      number: materialGroup.materialGroupNumber,
      description: materialGroup.materialGroupDescription,
    })
    .from(materialGroup)
    .where(eq(materialGroup.materialGroupNumber, number))
    .limit(1);
  return rows[0];
}
