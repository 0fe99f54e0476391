import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  category,
  image,
  manufacturingSeries,
  product,
  productCatalog,
  productClass,
  productFeature,
  productImage,
  productNote,
  productSpecification,
} from '../../db/schema/index.ts';
import { shownTo } from '../../lib/visibility.ts';

/** A product shown in a catalogue: it and every level above it are visible there. */
export async function findShownProduct(
  db: Database,
  name: string,
  catalogId: number,
  preview: boolean,
) {
  const rows = await db
    .select({
      product,
      category: { id: category.categoryId, name: category.name, displayName: category.displayName },
      productClass: {
        id: productClass.productClassId,
        name: productClass.name,
        displayName: productClass.displayName,
      },
      series: {
        id: manufacturingSeries.manufacturingSeriesId,
        name: manufacturingSeries.name,
        displayName: manufacturingSeries.displayName,
      },
    })
    .from(product)
    .innerJoin(
      productCatalog,
      and(eq(productCatalog.itemId, product.productId), eq(productCatalog.catalogId, catalogId)),
    )
    .innerJoin(category, eq(category.categoryId, product.categoryId))
    .innerJoin(productClass, eq(productClass.productClassId, product.productClassId))
    .innerJoin(
      manufacturingSeries,
      eq(manufacturingSeries.manufacturingSeriesId, product.manufacturingSeriesId),
    )
    .where(
      and(
        sql`lower(${product.name}) = lower(${name})`,
        shownTo(product, preview),
        shownTo(category, preview),
        shownTo(productClass, preview),
        shownTo(manufacturingSeries, preview),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function readProductDetails(db: Database, productId: number) {
  const [notes, specifications, features, images] = await Promise.all([
    db
      .select({ text: productNote.text })
      .from(productNote)
      .where(eq(productNote.productId, productId))
      .orderBy(asc(productNote.orderBy), asc(productNote.productNoteId)),
    db
      .select({ name: productSpecification.name, value: productSpecification.value })
      .from(productSpecification)
      .where(eq(productSpecification.productId, productId))
      .orderBy(asc(productSpecification.orderBy), asc(productSpecification.productSpecificationId)),
    db
      .select({ text: productFeature.text })
      .from(productFeature)
      .where(eq(productFeature.productId, productId))
      .orderBy(asc(productFeature.orderBy), asc(productFeature.productFeatureId)),
    db
      .select({ image })
      .from(productImage)
      .innerJoin(image, eq(image.imageId, productImage.imageId))
      .where(and(eq(productImage.productId, productId), eq(image.isDeleted, false)))
      .orderBy(asc(productImage.orderBy), asc(image.imageId)),
  ]);
  return { notes, specifications, features, images: images.map((r) => r.image) };
}
