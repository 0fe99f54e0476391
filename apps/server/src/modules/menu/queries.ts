import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  category,
  categoryCatalog,
  categoryImage,
  image,
  manufacturingSeries,
  manufacturingSeriesCatalog,
  product,
  productCatalog,
  productClass,
  productClassCatalog,
} from '../../db/schema/index.ts';
import { shownTo } from '../../lib/visibility.ts';

const imageColumns = {
  path: image.imagePath,
  width: image.width,
  height: image.height,
  altText: image.altText,
};

/** Four flat reads, one per level; the tree is assembled in memory (no N+1). */
export async function readMenuLevels(db: Database, catalogId: number, preview: boolean) {
  // A category's tile is the first of its images.
  const tile = db
    .select(imageColumns)
    .from(categoryImage)
    .innerJoin(image, and(eq(image.imageId, categoryImage.imageId), eq(image.isDeleted, false)))
    .where(eq(categoryImage.categoryId, category.categoryId))
    .orderBy(asc(categoryImage.orderBy), asc(categoryImage.imageId))
    .limit(1)
    .as('tile');
  const categories = await db
    .select({
      id: category.categoryId,
      name: category.name,
      displayName: category.displayName,
      isPreview: category.isPreview,
      image: { path: tile.path, width: tile.width, height: tile.height, altText: tile.altText },
    })
    .from(category)
    .innerJoin(
      categoryCatalog,
      and(
        eq(categoryCatalog.itemId, category.categoryId),
        eq(categoryCatalog.catalogId, catalogId),
      ),
    )
    .leftJoinLateral(tile, sql`true`)
    .where(shownTo(category, preview))
    .orderBy(asc(category.orderBy), asc(category.displayName));
  const categoryIds = categories.map((c) => c.id);
  if (categoryIds.length === 0) return { categories, classes: [], series: [], products: [] };

  const classes = await db
    .select({
      id: productClass.productClassId,
      parentId: productClass.categoryId,
      name: productClass.name,
      displayName: productClass.displayName,
      isPreview: productClass.isPreview,
    })
    .from(productClass)
    .innerJoin(
      productClassCatalog,
      and(
        eq(productClassCatalog.itemId, productClass.productClassId),
        eq(productClassCatalog.catalogId, catalogId),
      ),
    )
    .where(and(shownTo(productClass, preview), inArray(productClass.categoryId, categoryIds)))
    .orderBy(asc(productClass.orderBy), asc(productClass.displayName));

  const series = await db
    .select({
      id: manufacturingSeries.manufacturingSeriesId,
      parentId: manufacturingSeries.productClassId,
      name: manufacturingSeries.name,
      displayName: manufacturingSeries.displayName,
      tpiMfgSeries: manufacturingSeries.tpiMfgSeries,
      isPreview: manufacturingSeries.isPreview,
    })
    .from(manufacturingSeries)
    .innerJoin(
      manufacturingSeriesCatalog,
      and(
        eq(manufacturingSeriesCatalog.itemId, manufacturingSeries.manufacturingSeriesId),
        eq(manufacturingSeriesCatalog.catalogId, catalogId),
      ),
    )
    .where(shownTo(manufacturingSeries, preview))
    .orderBy(asc(manufacturingSeries.orderBy), asc(manufacturingSeries.displayName));

  const products = await db
    .select({
      id: product.productId,
      parentId: product.manufacturingSeriesId,
      name: product.name,
      displayName: product.displayName,
      isPreview: product.isPreview,
      image: imageColumns,
    })
    .from(product)
    .innerJoin(
      productCatalog,
      and(eq(productCatalog.itemId, product.productId), eq(productCatalog.catalogId, catalogId)),
    )
    .leftJoin(image, and(eq(image.imageId, product.thumbnailImageId), eq(image.isDeleted, false)))
    .where(shownTo(product, preview))
    .orderBy(asc(product.orderBy), asc(product.displayName));

  return { categories, classes, series, products };
}
