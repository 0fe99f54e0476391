import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogItemColumns } from './common.ts';
import { image } from './media.ts';
import { catalog, division, site } from './sites.ts';

export const category = pgTable(
  'category',
  {
    categoryId: integer('category_id').primaryKey().generatedByDefaultAsIdentity(),
    ...catalogItemColumns(),
  },
  (t) => [uniqueIndex('category_name_uq').on(t.name)],
);

/** A category's images (spec: Category.Images); the first in order is its tile. */
export const categoryImage = pgTable(
  'category_image',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.categoryId, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => image.imageId, { onDelete: 'cascade' }),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.imageId] })],
);

export const productClass = pgTable(
  'product_class',
  {
    productClassId: integer('product_class_id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.categoryId, { onDelete: 'cascade' }),
    ...catalogItemColumns(),
  },
  (t) => [uniqueIndex('product_class_category_name_uq').on(t.categoryId, t.name)],
);

export const manufacturingSeries = pgTable(
  'manufacturing_series',
  {
    manufacturingSeriesId: integer('manufacturing_series_id')
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    productClassId: integer('product_class_id')
      .notNull()
      .references(() => productClass.productClassId, { onDelete: 'cascade' }),
    tpiMfgSeries: text('tpi_mfg_series').notNull(),
    ...catalogItemColumns(),
  },
  (t) => [index('manufacturing_series_class_idx').on(t.productClassId)],
);

export const product = pgTable(
  'product',
  {
    productId: integer('product_id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.categoryId),
    productClassId: integer('product_class_id')
      .notNull()
      .references(() => productClass.productClassId),
    manufacturingSeriesId: integer('manufacturing_series_id')
      .notNull()
      .references(() => manufacturingSeries.manufacturingSeriesId, { onDelete: 'cascade' }),
    ...catalogItemColumns(),
    description: text('description').notNull().default(''),
    thumbnailImageId: integer('thumbnail_image_id').references(() => image.imageId),
  },
  (t) => [
    // Product pages are addressed by name, so it is unique across the catalogue.
    uniqueIndex('product_name_uq').on(t.name),
    index('product_series_idx').on(t.manufacturingSeriesId),
  ],
);

export const productNote = pgTable('product_note', {
  productNoteId: integer('product_note_id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id')
    .notNull()
    .references(() => product.productId, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  orderBy: integer('order_by').notNull().default(0),
});

export const productSpecification = pgTable('product_specification', {
  productSpecificationId: integer('product_specification_id')
    .primaryKey()
    .generatedByDefaultAsIdentity(),
  productId: integer('product_id')
    .notNull()
    .references(() => product.productId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  value: text('value').notNull(),
  orderBy: integer('order_by').notNull().default(0),
});

export const productFeature = pgTable('product_feature', {
  productFeatureId: integer('product_feature_id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id')
    .notNull()
    .references(() => product.productId, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  orderBy: integer('order_by').notNull().default(0),
});

export const productImage = pgTable(
  'product_image',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.productId, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => image.imageId, { onDelete: 'cascade' }),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.imageId] })],
);

const membership = <T extends string>(name: T, idColumn: string, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      itemId: integer(idColumn).notNull().references(target, { onDelete: 'cascade' }),
      catalogId: integer('catalog_id')
        .notNull()
        .references(() => catalog.catalogId, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.itemId, t.catalogId] })],
  );

/** Catalogue membership of each level of the hierarchy (spec: Catalogs on every item). */
export const categoryCatalog = membership(
  'category_catalog',
  'category_id',
  () => category.categoryId,
);
export const productClassCatalog = membership(
  'product_class_catalog',
  'product_class_id',
  () => productClass.productClassId,
);
export const manufacturingSeriesCatalog = membership(
  'manufacturing_series_catalog',
  'manufacturing_series_id',
  () => manufacturingSeries.manufacturingSeriesId,
);
export const productCatalog = membership('product_catalog', 'product_id', () => product.productId);

export const categoryDivision = pgTable(
  'category_division',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.categoryId, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => division.divisionId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.divisionId] })],
);

export const productDivision = pgTable(
  'product_division',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.productId, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => division.divisionId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.divisionId] })],
);

export const productSite = pgTable(
  'product_site',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.productId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.siteId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.siteId] })],
);
