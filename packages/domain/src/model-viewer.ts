import { z } from 'zod';
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

/**
 * What the model viewer shows for one level: tables of models, each titled by its display
 * name ('Default Section Table' when it has none); an unknown catalogue number gives one empty
 * table titled 'Model Not Found'.
 */
export const modelViewerData = z.object({
  Level: modelViewerLevel,
  Title: z.string(),
  Tables: z.array(sectionTable),
});
export type ModelViewerData = z.infer<typeof modelViewerData>;
