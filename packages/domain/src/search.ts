import { z } from 'zod';
import { booleanFlag, catalogId } from './query.ts';

/** The spec's paged list. */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({
    List: z.array(item),
    Count: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
    Successful: z.boolean(),
    Total: z.number().int(),
    TotalPages: z.number().int(),
  });

export const SEARCH_PAGE_SIZE = 10;
export const SUGGESTION_PAGE_SIZE = 20;
export const MAX_KEYWORD_LENGTH = 100;

const keyword = z
  .string()
  .max(MAX_KEYWORD_LENGTH, `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`)
  .optional()
  .transform((v) => (v ?? '').replace(/\+/g, ' ').trim());
const page = z.coerce
  .number({ message: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(10_000, 'page must be at most 10000');
const pageSize = z.coerce
  .number({ message: 'pagesize must be a number' })
  .int('pagesize must be a whole number')
  .min(1, 'pagesize must be 1 or more')
  .max(100, 'pagesize must be at most 100');

export const searchResultType = z.enum(['Model', 'Table', 'Product']);
export type SearchResultType = z.infer<typeof searchResultType>;

/** One site-wide search hit, with the path to show and to link to. */
export const searchResult = z.object({
  ResultType: searchResultType,
  /** What the row shows as its name: catalogue number, table name or product name. */
  Name: z.string(),
  Description: z.string().nullable(),
  PcnCatalogNumber: z.string().nullable(),
  FingoodTpiMfgMod: z.string().nullable(),
  CategoryName: z.string(),
  CategoryDisplayName: z.string(),
  ProductClassName: z.string(),
  ProductClassDisplayName: z.string(),
  ManufacturingSeriesName: z.string(),
  ManufacturingSeriesDisplayName: z.string(),
  ProductName: z.string(),
  ProductDisplayName: z.string(),
  SectionName: z.string().nullable(),
  SectionDisplayName: z.string().nullable(),
  SectionTabName: z.string().nullable(),
  SectionTabDisplayName: z.string().nullable(),
  SectionTableId: z.number().int().nullable(),
  SectionTableDisplayName: z.string().nullable(),
  /** Model image, else product thumbnail, else category image; null shows the placeholder. */
  ImagePath: z.string().nullable(),
  /** Set on a model found by the old number it replaces (decision 177): that number. */
  Replaces: z.string().nullable().optional(),
});
export type SearchResult = z.infer<typeof searchResult>;
export const searchResults = pagedList(searchResult);
export type SearchResults = z.infer<typeof searchResults>;

/** GET /api/search and /api/catalog/GetSearchResults. */
export const siteSearchQuery = z.object({
  keyword,
  page: page.default(1),
  pagesize: pageSize.default(SEARCH_PAGE_SIZE),
  CatalogId: catalogId.optional(),
  isPreview: booleanFlag('isPreview'),
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuery>;

/** A model found by catalogue number (cart lookup, export tool, model finder). */
export const modelSearchResult = z.object({
  PcnCatalogNumber: z.string(),
  CustomerMaterialNumber: z.string().nullable(),
  FingoodTpiMfgMod: z.string(),
  SapModelDescription: z.string().nullable(),
  TotalList: z.number().nullable(),
  ProductHierarchy: z.string().nullable(),
  /** Set on a model found by the old number it replaces (decision 177): that number. */
  Replaces: z.string().nullable().optional(),
});
export type ModelSearchResult = z.infer<typeof modelSearchResult>;
export const modelSearchResults = pagedList(modelSearchResult);

/** GET /api/search/visibleModels (and …WithCustomerNumber, which adds CustomerNumber). */
export const visibleModelsQuery = z.object({
  Keyword: keyword,
  PageSize: pageSize.default(SUGGESTION_PAGE_SIZE),
  Page: page.default(1),
  Start: z.coerce
    .number({ message: 'Start must be a number' })
    .int('Start must be a whole number')
    .min(0, 'Start must be 0 or more')
    .max(1_000_000, 'Start is too large')
    .optional(),
  Site: z.string().trim().max(50, 'Site is too long').optional(),
});
export const visibleModelsWithCustomerQuery = visibleModelsQuery.extend({
  CustomerNumber: z
    .string({ error: 'CustomerNumber is required' })
    .trim()
    .regex(/^\d{1,10}$/, 'CustomerNumber must be up to 10 digits'),
});

/** POST /api/search/visibleModels/pcns */
export const pcnsBody = z.object({
  pcns: z
    .array(z.string().trim().min(1).max(40), { error: 'pcns must be a list of catalog numbers' })
    .max(500, 'pcns may hold at most 500 catalog numbers'),
});

export const materialGroup = z.object({
  MaterialGroupNumber: z.string(),
  MaterialGroupDescription: z.string(),
  MaterialGroupDescriptionLong: z.string().nullable(),
});
export type MaterialGroup = z.infer<typeof materialGroup>;
