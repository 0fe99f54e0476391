import type { catalog, division, site, siteCatalog } from '../db/schema/index.ts';
import { FAVICON_PATH, logoPath } from './branding.ts';
import type { DivisionName } from './catalogue-plan.ts';

export const PARTS_CATALOG_ID = 5;
export const COMMERCIAL_CATALOG_ID = 7;

export const catalogRows: Array<typeof catalog.$inferInsert> = [
  {
    catalogId: PARTS_CATALOG_ID,
    name: 'parts',
    displayName: 'Replacement Parts',
    cartEnabled: true,
    hasBreadcrumb: true,
    productImageEnabled: true,
    featureListEnabled: true,
  },
  {
    catalogId: COMMERCIAL_CATALOG_ID,
    name: 'commercial',
    displayName: 'Commercial HVAC',
    cartEnabled: true,
    hasBreadcrumb: true,
    productImageEnabled: true,
    featureListEnabled: true,
  },
];

export const divisionIds: Record<DivisionName, number> = {
  heating: 1,
  ventilation: 2,
  controls: 3,
};

export const divisionRows: Array<typeof division.$inferInsert> = [
  { divisionId: 1, name: 'heating', displayName: 'Heating' },
  { divisionId: 2, name: 'ventilation', displayName: 'Ventilation' },
  { divisionId: 3, name: 'controls', displayName: 'Controls' },
];

type SiteRow = typeof site.$inferInsert;

const siteRow = (row: SiteRow & { name: string }): SiteRow => ({
  divisionName: 'Heating & Ventilation',
  logoPath: logoPath(row.name),
  logoLink: '/',
  faviconPath: FAVICON_PATH,
  catalogId: PARTS_CATALOG_ID,
  ...row,
});

export const siteRows: SiteRow[] = [
  siteRow({
    siteId: 1,
    name: 'parts',
    displayName: 'Replacement Parts',
    browserTitle: 'Replacement Parts',
    hostNames: ['parts.localhost', 'localhost', '127.0.0.1'],
    hasPricing: true,
    showInventory: false,
    enableExport: false,
    // Guests attach files to their own orders (docs/decisions/054).
    manageDocuments: 2,
    showCatalog: true,
  }),
  siteRow({
    siteId: 2,
    name: 'sales',
    displayName: 'Sales Portal',
    browserTitle: 'Sales Portal',
    hostNames: ['sales.localhost'],
    hasPricing: true,
    showInventory: true,
    enableExport: true,
    manageDocuments: 3,
    enableChangeRequest: false,
  }),
  siteRow({
    siteId: 3,
    name: 'customers',
    displayName: 'Customer Portal',
    browserTitle: 'Customer Portal',
    hostNames: ['customers.localhost'],
    hasPricing: true,
    showInventory: true,
    enableExport: true,
    manageDocuments: 2,
  }),
  siteRow({
    siteId: 4,
    name: 'editor',
    displayName: 'Catalog Editor',
    browserTitle: 'Catalog Editor',
    hostNames: ['editor.localhost'],
    showCatalog: true,
    manageDocuments: 3,
  }),
  siteRow({
    siteId: 5,
    name: 'cr',
    displayName: 'Change Requests',
    browserTitle: 'Change Requests',
    hostNames: ['cr.localhost'],
    enableChangeRequest: true,
  }),
];

export const siteCatalogRows: Array<typeof siteCatalog.$inferInsert> = [
  [1, PARTS_CATALOG_ID],
  [1, COMMERCIAL_CATALOG_ID],
  [2, PARTS_CATALOG_ID],
  [2, COMMERCIAL_CATALOG_ID],
  [3, PARTS_CATALOG_ID],
  [4, PARTS_CATALOG_ID],
  [4, COMMERCIAL_CATALOG_ID],
  [5, PARTS_CATALOG_ID],
].map(([siteId, catalogId], i) => ({ siteId: siteId ?? 0, catalogId: catalogId ?? 0, orderBy: i }));
