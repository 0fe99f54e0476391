import type { Product } from '@portal/domain';
import type { findShownProduct, readProductDetails } from './product-queries.ts';

type ProductRow = NonNullable<Awaited<ReturnType<typeof findShownProduct>>>;
type Details = Awaited<ReturnType<typeof readProductDetails>>;

const ref = (r: { id: number; name: string; displayName: string }) => ({
  Id: r.id,
  Name: r.name,
  DisplayName: r.displayName,
});

export const toProduct = (row: ProductRow, details: Details): Product => ({
  ProductId: row.product.productId,
  Name: row.product.name,
  DisplayName: row.product.displayName,
  Description: row.product.description,
  IsPreview: row.product.isPreview,
  CategoryId: row.category.id,
  ProductClassId: row.productClass.id,
  ManufacturingSeriesId: row.series.id,
  Category: ref(row.category),
  ProductClass: ref(row.productClass),
  ManufacturingSeries: ref(row.series),
  Notes: details.notes.map((n) => n.text),
  Specifications: details.specifications.map((s) => ({ Name: s.name, Value: s.value })),
  Features: details.features.map((f) => f.text),
  Images: details.images.map((img) => ({
    ImageId: img.imageId,
    Path: img.imagePath,
    Width: img.width,
    Height: img.height,
    AltText: img.altText,
    Caption: img.caption,
    ExplodedView: img.explodedView,
    IsThumbnail: img.isThumbnail,
  })),
});
