import { z } from 'zod';
import { envelope } from './envelope.ts';
import { EntityLevel } from './entity.ts';
import { booleanFlag, catalogId, positiveId } from './query.ts';

/** Editor sections whose fields the finder neither offers nor accepts (spec §2.2). */
export const FINDER_EXCLUDED_SECTIONS = [
  'Divisions',
  'Dimensions',
  'Labels',
  'Associations',
  'Model Associations',
  'Model Image',
] as const;

export const FINDER_PAGE_SIZE = 50;
export const FINDER_MAX_PAGE_SIZE = 100;
export const FINDER_MAX_FILTERS = 10;
export const FINDER_MAX_VALUE_LENGTH = 100;
/** Total counts matching models up to this many; past it TotalIsExact is false. */
export const FINDER_COUNT_CAP = 1_000;

const name = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

/** One filter row of the finder: Contains (or, with Negate, Does not contain), or Blank only. */
export const finderFilter = z.object({
  EntityName: name('EntityName'),
  EntityPropertyName: name('EntityPropertyName'),
  Value: z
    .string()
    .max(FINDER_MAX_VALUE_LENGTH, `Value must be at most ${FINDER_MAX_VALUE_LENGTH} characters`)
    .nullish()
    .transform((v) => (v ?? '').trim()),
  Blank: z.boolean().default(false),
  Negate: z.boolean().default(false),
});
export type FinderFilter = z.infer<typeof finderFilter>;

/** POST /api/modelFinder/FindModels: the body is the list of filters. */
export const findModelsBody = z
  .array(finderFilter, { message: 'The body must be a list of filters' })
  .min(1, 'Add at least one filter')
  .max(FINDER_MAX_FILTERS, `At most ${FINDER_MAX_FILTERS} filters are allowed`);

export const findModelsQuery = z.object({
  PageSize: z.coerce
    .number({ message: 'PageSize must be a number' })
    .int('PageSize must be a whole number')
    .min(1, 'PageSize must be 1 or more')
    .max(FINDER_MAX_PAGE_SIZE, `PageSize must be at most ${FINDER_MAX_PAGE_SIZE}`)
    .default(FINDER_PAGE_SIZE),
  /** The last PcnCatalogNumber of the previous page (its Next); absent for the first page. */
  After: z.string().max(100, 'After must be at most 100 characters').optional(),
  CatalogId: catalogId.optional(),
  isPreview: booleanFlag('isPreview'),
});
export type FindModelsQuery = z.infer<typeof findModelsQuery>;

export const foundModel = z.object({
  PcnCatalogNumber: z.string(),
  FingoodTpiMfgMod: z.string(),
  SapModelDescription: z.string().nullable(),
  Descriptions: z.string().nullable(),
  ProductId: z.number().int(),
  ProductName: z.string(),
  ProductDisplayName: z.string(),
  /** The filtered fields' values as text, keyed 'EntityName.EntityPropertyName'. */
  Values: z.record(z.string(), z.string().nullable()),
});
export type FoundModel = z.infer<typeof foundModel>;

export const foundModels = z.object({
  Successful: z.literal(true),
  List: z.array(foundModel),
  PageSize: z.number().int(),
  Total: z.number().int(),
  TotalIsExact: z.boolean(),
  /** Pass as After for the next page; null on the last page. */
  Next: z.string().nullable(),
});
export type FoundModels = z.infer<typeof foundModels>;

export const finderValueTypes = ['Text', 'Number', 'Boolean'] as const;

/** An editor field the finder offers as a filter row. */
export const finderField = z.object({
  EntityName: z.string(),
  EntityPropertyName: z.string(),
  DisplayName: z.string(),
  EditorSectionName: z.string(),
  EditorType: z.string(),
  /** Text and Number values are matched as contained text; Boolean ones as 'true' or 'false'. */
  ValueType: z.enum(finderValueTypes),
  Values: z.array(z.object({ Value: z.string(), DisplayName: z.string().nullable() })),
});
export type FinderField = z.infer<typeof finderField>;
export const finderFields = z.object({ Successful: z.literal(true), List: z.array(finderField) });

/** The levels whose children the tree answers alone. */
export const finderTreeLevels = {
  all: EntityLevel.All,
  category: EntityLevel.Category,
  productclass: EntityLevel.ProductClass,
  manufacturingseries: EntityLevel.ManufacturingSeries,
} as const;
type TreeLevel = (typeof finderTreeLevels)[keyof typeof finderTreeLevels];
const levelMessage = 'entityLevel must be All, Category, ProductClass or ManufacturingSeries';

const treeLevel = z.string().transform((text, ctx): TreeLevel => {
  const key = text.trim().toLowerCase();
  const byName = finderTreeLevels[key as keyof typeof finderTreeLevels];
  const byNumber = Object.values(finderTreeLevels).find((v) => String(v) === key);
  const level = byName ?? byNumber;
  if (level !== undefined) return level;
  ctx.issues.push({ code: 'custom', message: levelMessage, input: text });
  return z.NEVER;
});

/** GET /api/modelfinder/VisibleCategories. */
export const visibleCategoriesQuery = z
  .object({
    catalogId: catalogId.optional(),
    isPreview: booleanFlag('isPreview'),
    entityLevel: treeLevel.optional(),
    id: positiveId('id').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.entityLevel !== undefined && q.entityLevel !== EntityLevel.All && q.id === undefined)
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'id is required with entityLevel' });
  });
export type VisibleCategoriesQuery = z.infer<typeof visibleCategoriesQuery>;

const node = { Name: z.string(), DisplayName: z.string(), IsPreview: z.boolean() };
export const finderProduct = z.object({ ProductId: z.number().int(), ...node });
export const finderSeries = z.object({
  ManufacturingSeriesId: z.number().int(),
  TpiMfgSeries: z.string(),
  ...node,
  Products: z.array(finderProduct),
});
export const finderProductClass = z.object({
  ProductClassId: z.number().int(),
  ...node,
  ManufacturingSeries: z.array(finderSeries),
});
export const finderCategory = z.object({
  CategoryId: z.number().int(),
  ...node,
  ProductClasses: z.array(finderProductClass),
});
export type FinderProduct = z.infer<typeof finderProduct>;
export type FinderSeries = z.infer<typeof finderSeries>;
export type FinderProductClass = z.infer<typeof finderProductClass>;
export type FinderCategory = z.infer<typeof finderCategory>;

/** The whole tree (categories), or one node's children with theirs. */
export const visibleCategories = envelope(
  z.union([
    z.array(finderCategory),
    z.array(finderProductClass),
    z.array(finderSeries),
    z.array(finderProduct),
  ]),
);
