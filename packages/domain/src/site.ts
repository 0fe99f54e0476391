import { z } from 'zod';

export const siteName = z.enum(['parts', 'sales', 'customers', 'editor', 'cr']);

export const site = z.object({
  SiteId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  DivisionName: z.string().nullable(),
  BrowserTitle: z.string(),
  LogoPath: z.string().nullable(),
  LogoLink: z.string().nullable(),
  FaviconPath: z.string().nullable(),
  ShowInventory: z.boolean(),
  EnableExport: z.boolean(),
  /** 0 none, 1 view, 2 upload, 3 manage. */
  ManageDocuments: z.number().int().min(0).max(3),
  EnableChangeRequest: z.boolean(),
  HasPricing: z.boolean(),
  ShowCatalog: z.boolean(),
  /** The site's catalogue, or the default 5 when it has none. */
  CatalogId: z.number().int(),
});
export type Site = z.infer<typeof site>;

export const catalog = z.object({
  CatalogId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  HasBreadcrumb: z.boolean(),
  CartEnabled: z.boolean(),
  ProductImageEnabled: z.boolean(),
  FeatureListEnabled: z.boolean(),
  Urls: z.array(z.string()),
});
export type Catalog = z.infer<typeof catalog>;

export const division = z.object({
  DivisionId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
});
export type Division = z.infer<typeof division>;

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ state: z.enum(['up', 'down']), latencyMs: z.number().nullable() }),
  version: z.string(),
});
export type Health = z.infer<typeof health>;
