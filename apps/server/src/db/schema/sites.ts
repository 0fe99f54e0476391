import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const catalog = pgTable('catalog', {
  catalogId: integer('catalog_id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  hasBreadcrumb: boolean('has_breadcrumb').notNull().default(true),
  cartEnabled: boolean('cart_enabled').notNull().default(false),
  productImageEnabled: boolean('product_image_enabled').notNull().default(true),
  featureListEnabled: boolean('feature_list_enabled').notNull().default(true),
  urls: text('urls').array().notNull().default([]),
});

export const division = pgTable('division', {
  divisionId: integer('division_id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
});

export const site = pgTable('site', {
  siteId: integer('site_id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  divisionName: text('division_name'),
  browserTitle: text('browser_title').notNull(),
  logoPath: text('logo_path'),
  logoLink: text('logo_link'),
  faviconPath: text('favicon_path'),
  /** Host names that resolve to this site, lower case, without port. */
  hostNames: text('host_names').array().notNull().default([]),
  showInventory: boolean('show_inventory').notNull().default(false),
  enableExport: boolean('enable_export').notNull().default(false),
  /** 0 none, 1 view, 2 upload, 3 manage. */
  manageDocuments: smallint('manage_documents').notNull().default(0),
  enableChangeRequest: boolean('enable_change_request').notNull().default(false),
  hasPricing: boolean('has_pricing').notNull().default(false),
  showCatalog: boolean('show_catalog').notNull().default(true),
  catalogId: integer('catalog_id').references(() => catalog.catalogId),
});

/** Catalogues offered by a site's catalogue switcher. */
export const siteCatalog = pgTable(
  'site_catalog',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => site.siteId, { onDelete: 'cascade' }),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalog.catalogId, { onDelete: 'cascade' }),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.catalogId] })],
);
