import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  category,
  manufacturingSeries,
  manufacturingSeriesCatalog,
  product,
  productCatalog,
  productClass,
  section,
  sectionItem,
  sectionTab,
  sectionTable,
} from '../../db/schema/index.ts';
import { shownTo } from '../../lib/visibility.ts';

/** Which catalogue is read and whether preview-only content shows. */
export interface ShownScope {
  catalogId: number;
  preview: boolean;
}

const one = { one: sql`1` };

/** The outer query's product is in the catalogue, and it and every level above it show. */
export function productShown(db: Database, scope: ShownScope): SQL | undefined {
  return and(
    shownTo(product, scope.preview),
    exists(
      db
        .select(one)
        .from(productCatalog)
        .where(
          and(
            eq(productCatalog.itemId, product.productId),
            eq(productCatalog.catalogId, scope.catalogId),
          ),
        ),
    ),
    exists(
      db
        .select(one)
        .from(manufacturingSeries)
        .innerJoin(
          productClass,
          eq(productClass.productClassId, manufacturingSeries.productClassId),
        )
        .innerJoin(category, eq(category.categoryId, productClass.categoryId))
        .where(
          and(
            eq(manufacturingSeries.manufacturingSeriesId, product.manufacturingSeriesId),
            shownTo(manufacturingSeries, scope.preview),
            shownTo(productClass, scope.preview),
            shownTo(category, scope.preview),
          ),
        ),
    ),
  );
}

/** The outer query's table sits as a visible model-table item on an active tab. */
function placedOnPage(db: Database): SQL {
  return exists(
    db
      .select(one)
      .from(sectionItem)
      .innerJoin(sectionTab, eq(sectionTab.sectionTabId, sectionItem.sectionTabId))
      .innerJoin(section, eq(section.sectionId, sectionTab.sectionId))
      .where(
        and(
          eq(sectionItem.sectionTableId, sectionTable.sectionTableId),
          eq(sectionItem.sectionItemType, 'ModelTable'),
          eq(sectionItem.visible, true),
          eq(sectionTab.active, true),
          eq(section.active, true),
        ),
      ),
  );
}

/** The outer query's table (joined with its product) may be seen by the visitor. */
export function tableShown(db: Database, scope: ShownScope): SQL | undefined {
  return and(eq(sectionTable.visible, true), productShown(db, scope), placedOnPage(db));
}

/** Ids of the section tables a visitor may see, narrowed by `where`; usable as a subquery. */
export function shownTables(db: Database, scope: ShownScope, where?: SQL) {
  return db
    .select({ sectionTableId: sectionTable.sectionTableId })
    .from(sectionTable)
    .innerJoin(product, eq(product.productId, sectionTable.productId))
    .where(and(tableShown(db, scope), where));
}

/** Shown table ids in page order: by product, then by the table's OrderBy. */
export async function listShownTableIds(
  db: Database,
  scope: ShownScope,
  where: SQL | undefined,
): Promise<number[]> {
  const rows = await shownTables(db, scope, where).orderBy(
    asc(product.orderBy),
    asc(product.productId),
    asc(sectionTable.orderBy),
    asc(sectionTable.sectionTableId),
  );
  return rows.map((r) => r.sectionTableId);
}

export async function findShownProductById(db: Database, scope: ShownScope, productId: number) {
  const rows = await db
    .select({ productId: product.productId, name: product.name, displayName: product.displayName })
    .from(product)
    .where(and(eq(product.productId, productId), productShown(db, scope)))
    .limit(1);
  return rows[0];
}

export async function findShownManufacturingSeries(db: Database, scope: ShownScope, id: number) {
  const rows = await db
    .select({ displayName: manufacturingSeries.displayName })
    .from(manufacturingSeries)
    .innerJoin(
      manufacturingSeriesCatalog,
      and(
        eq(manufacturingSeriesCatalog.itemId, manufacturingSeries.manufacturingSeriesId),
        eq(manufacturingSeriesCatalog.catalogId, scope.catalogId),
      ),
    )
    .innerJoin(productClass, eq(productClass.productClassId, manufacturingSeries.productClassId))
    .innerJoin(category, eq(category.categoryId, productClass.categoryId))
    .where(
      and(
        eq(manufacturingSeries.manufacturingSeriesId, id),
        shownTo(manufacturingSeries, scope.preview),
        shownTo(productClass, scope.preview),
        shownTo(category, scope.preview),
      ),
    )
    .limit(1);
  return rows[0];
}
