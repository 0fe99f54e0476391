import { z } from 'zod';
import { envelope } from './envelope.ts';
import { sectionTable } from './section.ts';

export const MODEL_NOT_FOUND = 'Model Not Found';
export const DEFAULT_SECTION_TABLE = 'Default Section Table';
export const PREVIEW_DISABLED_PRODUCT_CLASS = 'Preview Disabled for the Product Class Level.';
export const PREVIEW_DISABLED_CATEGORY = 'Preview Disabled for the Category Level.';

export const modelViewerLevel = z.enum([
  'model',
  'series',
  'product',
  'manufacturingSeries',
  'sectionTable',
  'materialGroup',
  'productClass',
  'category',
]);
export type ModelViewerLevel = z.infer<typeof modelViewerLevel>;

/** Where a viewer table sits: its product (with the path to its page) and its tab. */
export const modelViewerPlace = z.object({
  CategoryName: z.string(),
  CategoryDisplayName: z.string(),
  ProductClassName: z.string(),
  ManufacturingSeriesName: z.string(),
  ManufacturingSeriesDisplayName: z.string(),
  ProductName: z.string(),
  ProductDisplayName: z.string(),
  SectionName: z.string().nullable(),
  SectionTabName: z.string().nullable(),
});
export type ModelViewerPlace = z.infer<typeof modelViewerPlace>;

/** A section table as the viewer lists it; tables it makes up have no place. */
export const modelViewerTable = sectionTable.extend({ Place: modelViewerPlace.nullable() });
export type ModelViewerTable = z.infer<typeof modelViewerTable>;

/**
 * What the model viewer shows for one level: tables of models, each titled by its display
 * name ('Default Section Table' when it has none) and placed on its product; an unknown
 * catalogue number gives one empty table titled 'Model Not Found'.
 */
export const modelViewerData = z.object({
  Level: modelViewerLevel,
  Title: z.string(),
  Tables: z.array(modelViewerTable),
});
export type ModelViewerData = z.infer<typeof modelViewerData>;

/**
 * A product whose shown tables list a model ("where used"): its path, the first shown table on
 * it that holds the model (SectionName, SectionTabName, SectionTableDisplayName), its
 * thumbnail, and whether the signed-in customer's company has ordered parts for it before.
 */
export const whereUsedProduct = modelViewerPlace.extend({
  ProductId: z.number().int(),
  SectionTableDisplayName: z.string().nullable(),
  Image: z.string().nullable(),
  OrderedBefore: z.boolean(),
});
export type WhereUsedProduct = z.infer<typeof whereUsedProduct>;

/** GET /api/modelviewer/whereused/{catalogNumber} */
export const whereUsedResponse = envelope(z.array(whereUsedProduct));
