import { z } from 'zod';
import { booleanFlag, catalogId } from './query.ts';
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
  product: z
    .string({ error: 'product is required' })
    .trim()
    .min(1, 'product is required')
    .max(200, 'product is too long'),
  siteName: z.string().trim().max(50, 'siteName is too long').optional(),
  catalogId: catalogId.optional(),
  isPreview: booleanFlag('isPreview'),
});
export type ProductQuery = z.infer<typeof productQuery>;

export const productSectionsQuery = productQuery.extend({
  showInventory: booleanFlag('showInventory'),
});

/** The catalogue readings that name the product in the path. */
export const productNameParams = z.object({
  name: z.string().trim().min(1, 'name is required').max(200, 'name is too long'),
});
export const productByNameQuery = productQuery.omit({ product: true });
export const productSectionsByNameQuery = productSectionsQuery.omit({ product: true });
export type ProductSectionsQuery = z.infer<typeof productSectionsQuery>;
