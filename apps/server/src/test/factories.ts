import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

/** Data factories for API tests: each creates one plausible row, overridable field by field. */
let sequence = 0;
const next = () => ++sequence;

export async function createCatalog(
  db: Database,
  overrides: Partial<typeof t.catalog.$inferInsert> = {},
) {
  const id = overrides.catalogId ?? 5;
  const [row] = await db
    .insert(t.catalog)
    .values({ catalogId: id, name: `catalog-${id}`, displayName: `Catalog ${id}`, ...overrides })
    .returning();
  return row!;
}

export async function createSite(
  db: Database,
  overrides: Partial<typeof t.site.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(t.site)
    .values({
      siteId: n,
      name: `site-${n}`,
      displayName: `Site ${n}`,
      browserTitle: `Site ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createImage(
  db: Database,
  overrides: Partial<typeof t.image.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(t.image)
    .values({
      path: 'images',
      imageName: `img-${n}.svg`,
      imagePath: `/files/images/img-${n}.svg`,
      contentType: 'image/svg+xml',
      width: 400,
      height: 400,
      ...overrides,
    })
    .returning();
  return row!;
}

type Shown = { visible?: boolean; isPreview?: boolean; orderBy?: number };

/** Category > product class > series > product, all in the given catalogues. */
export async function createProductTree(
  db: Database,
  options: {
    catalogIds?: number[];
    /** imageIds: the category's images in order; the first is its tile. */
    category?: Shown & { name?: string; imageIds?: number[] };
    productClass?: Shown & { name?: string };
    series?: Shown & { name?: string };
    product?: Shown & {
      name?: string;
      displayName?: string;
      description?: string;
      thumbnailImageId?: number;
    };
  } = {},
) {
  const n = next();
  const catalogIds = options.catalogIds ?? [5];
  const { imageIds = [], ...categoryFields } = options.category ?? {};
  const [category] = await db
    .insert(t.category)
    .values({ name: `category-${n}`, displayName: `Category ${n}`, ...categoryFields })
    .returning();
  if (imageIds.length > 0) {
    await db
      .insert(t.categoryImage)
      .values(
        imageIds.map((imageId, i) => ({ categoryId: category!.categoryId, imageId, orderBy: i })),
      );
  }
  const [productClass] = await db
    .insert(t.productClass)
    .values({
      categoryId: category!.categoryId,
      name: `class-${n}`,
      displayName: `Class ${n}`,
      ...options.productClass,
    })
    .returning();
  const [series] = await db
    .insert(t.manufacturingSeries)
    .values({
      productClassId: productClass!.productClassId,
      tpiMfgSeries: `S${n}`,
      name: `series-${n}`,
      displayName: `Series ${n}`,
      ...options.series,
    })
    .returning();
  const [product] = await db
    .insert(t.product)
    .values({
      categoryId: category!.categoryId,
      productClassId: productClass!.productClassId,
      manufacturingSeriesId: series!.manufacturingSeriesId,
      name: `product-${n}`,
      displayName: `Product ${n}`,
      description: `Description of product ${n}`,
      ...options.product,
    })
    .returning();
  for (const catalogId of catalogIds) {
    await db
      .insert(t.categoryCatalog)
      .values({ itemId: category!.categoryId, catalogId })
      .onConflictDoNothing();
    await db
      .insert(t.productClassCatalog)
      .values({ itemId: productClass!.productClassId, catalogId });
    await db
      .insert(t.manufacturingSeriesCatalog)
      .values({ itemId: series!.manufacturingSeriesId, catalogId });
    await db.insert(t.productCatalog).values({ itemId: product!.productId, catalogId });
  }
  return { category: category!, productClass: productClass!, series: series!, product: product! };
}

export async function createModel(
  db: Database,
  overrides: Partial<typeof t.model.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(t.model)
    .values({
      pcnCatalogNumber: `9${String(n).padStart(5, '0')}`,
      fingoodTpiMfgMod: `MOD-${n}`,
      totalList: 10 + n,
      descriptions: `Part ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A section with one tab holding one model table of the given models. */
export async function createModelTableSection(
  db: Database,
  productId: number,
  pcns: string[],
  overrides: {
    section?: string;
    tab?: string;
    table?: Partial<typeof t.sectionTable.$inferInsert>;
  } = {},
) {
  const [section] = await db
    .insert(t.section)
    .values({ productId, name: overrides.section ?? 'parts', displayName: 'Parts' })
    .returning();
  const [tab] = await db
    .insert(t.sectionTab)
    .values({
      sectionId: section!.sectionId,
      name: overrides.tab ?? 'replacement-parts',
      displayName: 'Replacement Parts',
    })
    .returning();
  const [table] = await db
    .insert(t.sectionTable)
    .values({ productId, displayName: 'Replacement Parts', ...overrides.table })
    .returning();
  await db.insert(t.sectionTableLayoutColumn).values([
    {
      sectionTableId: table!.sectionTableId,
      propertyName: 'PcnCatalogNumber',
      name: 'PCN_CATALOGNUMBER',
      displayName: 'Catalog #',
      orderBy: 1,
    },
    {
      sectionTableId: table!.sectionTableId,
      propertyName: 'FingoodTpiMfgMod',
      name: 'FingoodTpiMfgMod',
      displayName: 'Model #',
      orderBy: 2,
    },
  ]);
  await db.insert(t.sectionItem).values({
    sectionTabId: tab!.sectionTabId,
    sectionItemType: 'ModelTable',
    sectionTableId: table!.sectionTableId,
  });
  for (const [i, pcn] of pcns.entries()) {
    const [pm] = await db
      .insert(t.productModel)
      .values({ productId, pcnCatalogNumber: pcn })
      .returning();
    await db.insert(t.sectionTableModel).values({
      sectionTableId: table!.sectionTableId,
      productModelId: pm!.productModelId,
      orderBy: i,
    });
  }
  return { section: section!, tab: tab!, table: table! };
}

/** Many models in one insert, numbered from `prefix`-00001; for size limits and exports. */
export async function createModels(
  db: Database,
  count: number,
  prefix: string,
  overrides: Partial<typeof t.model.$inferInsert> = {},
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    pcnCatalogNumber: `${prefix}-${String(i + 1).padStart(5, '0')}`,
    fingoodTpiMfgMod: `${prefix}-MOD-${i + 1}`,
    totalList: 5 + i,
    descriptions: `Part ${i + 1}`,
    ...overrides,
  }));
  return db.insert(t.model).values(rows).returning({ pcn: t.model.pcnCatalogNumber });
}

/** A division's number for a model; the division is created when it does not exist yet. */
export async function createDivisionModel(
  db: Database,
  pcnCatalogNumber: string,
  overrides: Partial<typeof t.divisionModel.$inferInsert> = {},
) {
  const divisionId = overrides.divisionId ?? 1;
  await db
    .insert(t.division)
    .values({ divisionId, name: `division-${divisionId}`, displayName: `Division ${divisionId}` })
    .onConflictDoNothing();
  const [row] = await db
    .insert(t.divisionModel)
    .values({
      divisionId,
      pcnCatalogNumber,
      modelNumber: `DV-${next()}`,
      pcn: pcnCatalogNumber,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createMaterialGroup(
  db: Database,
  overrides: Partial<typeof t.materialGroup.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(t.materialGroup)
    .values({
      materialGroupNumber: `MG${n}`,
      materialGroupDescription: `Material group ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Lists models in an existing table, reusing the product's product_model rows. */
export async function listInTable(
  db: Database,
  productId: number,
  sectionTableId: number,
  pcns: string[],
  firstOrderBy = 0,
) {
  if (pcns.length === 0) return;
  await db
    .insert(t.productModel)
    .values(pcns.map((pcn) => ({ productId, pcnCatalogNumber: pcn })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: t.productModel.productModelId, pcn: t.productModel.pcnCatalogNumber })
    .from(t.productModel)
    .where(
      and(eq(t.productModel.productId, productId), inArray(t.productModel.pcnCatalogNumber, pcns)),
    );
  const idOf = new Map(rows.map((r) => [r.pcn, r.id]));
  await db.insert(t.sectionTableModel).values(
    pcns.map((pcn, i) => ({
      sectionTableId,
      productModelId: idOf.get(pcn)!,
      orderBy: firstOrderBy + i,
    })),
  );
}
export * from './account-factories.ts';
