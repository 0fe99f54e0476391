import { z } from 'zod';
import { imageRef } from './menu.ts';

export const productImage = imageRef.extend({
  ImageId: z.number().int(),
  Caption: z.string().nullable(),
  ExplodedView: z.boolean(),
  IsThumbnail: z.boolean(),
});
export type ProductImage = z.infer<typeof productImage>;

/** Names of the levels above a product, for breadcrumbs, routes and the browser title. */
export const hierarchyRef = z.object({
  Id: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
});

export const product = z.object({
  ProductId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  Description: z.string(),
  IsPreview: z.boolean(),
  CategoryId: z.number().int(),
  ProductClassId: z.number().int(),
  ManufacturingSeriesId: z.number().int(),
  Category: hierarchyRef,
  ProductClass: hierarchyRef,
  ManufacturingSeries: hierarchyRef,
  Notes: z.array(z.string()),
  Specifications: z.array(z.object({ Name: z.string(), Value: z.string() })),
  Features: z.array(z.string()),
  Images: z.array(productImage),
});
export type Product = z.infer<typeof product>;

export const productQuery = z.object({
  product: z.string().trim().min(1, 'product is required').max(200),
  siteName: z.string().max(50).optional(),
  catalogId: z.coerce.number().int('catalogId must be a whole number').positive().optional(),
  isPreview: z
    .enum(['true', 'false', '1', '0'], { message: 'isPreview must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type ProductQuery = z.infer<typeof productQuery>;

export const productSectionsQuery = productQuery.extend({
  showInventory: z
    .enum(['true', 'false', '1', '0'], { message: 'showInventory must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type ProductSectionsQuery = z.infer<typeof productSectionsQuery>;
