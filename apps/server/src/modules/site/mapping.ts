import { DEFAULT_CATALOG_ID, type Catalog, type Division, type Site } from '@portal/domain';
import type { division } from '../../db/schema/index.ts';
import type { CatalogRow, SiteRow } from './queries.ts';

export const toSite = (row: SiteRow): Site => ({
  SiteId: row.siteId,
  Name: row.name,
  DisplayName: row.displayName,
  DivisionName: row.divisionName,
  BrowserTitle: row.browserTitle,
  LogoPath: row.logoPath,
  LogoLink: row.logoLink,
  FaviconPath: row.faviconPath,
  ShowInventory: row.showInventory,
  EnableExport: row.enableExport,
  ManageDocuments: row.manageDocuments,
  EnableChangeRequest: row.enableChangeRequest,
  HasPricing: row.hasPricing,
  ShowCatalog: row.showCatalog,
  CatalogId: row.catalogId ?? DEFAULT_CATALOG_ID,
});

export const toCatalog = (row: CatalogRow): Catalog => ({
  CatalogId: row.catalogId,
  Name: row.name,
  DisplayName: row.displayName,
  HasBreadcrumb: row.hasBreadcrumb,
  CartEnabled: row.cartEnabled,
  ProductImageEnabled: row.productImageEnabled,
  FeatureListEnabled: row.featureListEnabled,
  Urls: row.urls,
});

export const toDivision = (row: typeof division.$inferSelect): Division => ({
  DivisionId: row.divisionId,
  Name: row.name,
  DisplayName: row.displayName,
});
