import { searchKey, type ModelViewerPlace } from '@portal/domain';
import { and, asc, eq, exists, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tablePlaceJoin } from '../product/table-place-sql.ts';
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

/** The outer query's model is listed in no table a visitor may see. */
export function listedNowhere(db: Database, scope: ShownScope): SQL {
  const listed = db
    .select({ one: sql`1` })
    .from(sectionTableModel)
    .innerJoin(productModel, eq(productModel.productModelId, sectionTableModel.productModelId))
    .where(
      and(
        eq(productModel.pcnCatalogNumber, model.pcnCatalogNumber),
        inArray(sectionTableModel.sectionTableId, shownTables(db, scope)),
      ),
    );
  return not(exists(listed));
}

/** Shown models matching `models` that no shown table lists; their table id reads 0. */
export async function readUnlistedRows(db: Database, read: RowRead, models: SQL) {
  if (read.limit <= 0) return [];
  return db
    .select({ sectionTableId: sql<number>`0`, ...tableModelColumns(read.withInventory) })
    .from(model)
    .leftJoin(image, and(eq(image.imageId, model.imageId), eq(image.isDeleted, false)))
    .where(and(models, shownTo(model, read.scope.preview), listedNowhere(db, read.scope)))
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

/**
 * Catalogue numbers filed under a search key (docs/decisions/020) in a catalogue's search
 * index, in key order: how a number typed without its dash or leading zeros finds its model.
 */
export async function findCatalogNumbersByKey(
  db: Database,
  scope: ShownScope,
  key: string,
): Promise<string[]> {
  const result = await db.execute<{ pcn: string }>(sql`
    select pcn_catalog_number as pcn from search_entry
    where catalog_id = ${scope.catalogId} and pcn_key = ${key} and result_type = 'Model'
      ${scope.preview ? sql`` : sql`and not preview_only`}
    order by entry_id`);
  return result.rows.map((r) => r.pcn);
}

/**
 * The models a typed catalogue number names: the number itself when a shown model has it,
 * else those the search index files under its key ('3141087' finds '314-1087').
 */
export async function catalogNumbersNamed(
  db: Database,
  scope: ShownScope,
  typed: string,
): Promise<string[]> {
  if (await findShownModel(db, typed, scope.preview)) return [typed];
  const key = searchKey(typed);
  return key === '' ? [] : findCatalogNumbersByKey(db, scope, key);
}

/** Product, series and first tab of each table, to title it and link to its page. */
export async function readTablePlaces(
  db: Database,
  tableIds: number[],
): Promise<Map<number, ModelViewerPlace>> {
  if (tableIds.length === 0) return new Map();
  const ids = sql`array[${sql.join(
    tableIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const result = await db.execute<ModelViewerPlace & { section_table_id: number }>(sql`
    select t.section_table_id, k.name as "CategoryName", k.display_name as "CategoryDisplayName",
           c.name as "ProductClassName",
           s.name as "ManufacturingSeriesName", s.display_name as "ManufacturingSeriesDisplayName",
           p.name as "ProductName", p.display_name as "ProductDisplayName",
           place.section_name as "SectionName", place.tab_name as "SectionTabName"
    from section_table t
    join product p on p.product_id = t.product_id
    join manufacturing_series s on s.manufacturing_series_id = p.manufacturing_series_id
    join product_class c on c.product_class_id = s.product_class_id
    join category k on k.category_id = c.category_id
    ${sql.raw(tablePlaceJoin('t.section_table_id'))}
    where t.section_table_id = any(${ids})`);
  return new Map(result.rows.map(({ section_table_id: id, ...place }) => [id, place]));
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
