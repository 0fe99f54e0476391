import { z } from 'zod';

export const imageRef = z.object({
  Path: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
  AltText: z.string().nullable(),
});
export type ImageRef = z.infer<typeof imageRef>;

export const menuProduct = z.object({
  ProductId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  IsPreview: z.boolean(),
  /** Null when the product has no thumbnail: the placeholder shows. */
  Thumbnail: imageRef.nullable(),
});

export const menuSeries = z.object({
  ManufacturingSeriesId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  TpiMfgSeries: z.string(),
  IsPreview: z.boolean(),
  Products: z.array(menuProduct),
});

export const menuProductClass = z.object({
  ProductClassId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  IsPreview: z.boolean(),
  ManufacturingSeries: z.array(menuSeries),
});

export const menuCategory = z.object({
  CategoryId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  IsPreview: z.boolean(),
  Image: imageRef.nullable(),
  ProductClasses: z.array(menuProductClass),
});

export const menu = z.array(menuCategory);
export type MenuProduct = z.infer<typeof menuProduct>;
export type MenuSeries = z.infer<typeof menuSeries>;
export type MenuProductClass = z.infer<typeof menuProductClass>;
export type MenuCategory = z.infer<typeof menuCategory>;
export type Menu = z.infer<typeof menu>;
