import { sql } from 'drizzle-orm';
import {
  boolean,
  type PgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { product, productClass } from './catalog.ts';
import { sectionTable } from './content.ts';
import { image } from './media.ts';
import { shippingStrategy } from './shipping.ts';
import { division } from './sites.ts';

export const materialGroup = pgTable('material_group', {
  materialGroupNumber: text('material_group_number').primaryKey(),
  materialGroupDescription: text('material_group_description').notNull(),
  materialGroupDescriptionLong: text('material_group_description_long'),
});

export interface ModelDimensions {
  Height?: number;
  Width?: number;
  Depth?: number;
  Weight?: number;
}

const trigramIndexes = <T extends Record<string, PgColumn>>(t: T, columns: (keyof T & string)[]) =>
  columns.map((key) => {
    const column = t[key]!;
    return index(`model_${column.name}_trgm_idx`).using('gin', sql`${column} gin_trgm_ops`);
  });

export const model = pgTable(
  'model',
  {
    pcnCatalogNumber: text('pcn_catalog_number').primaryKey(),
    barcode: text('barcode'),
    visible: boolean('visible').notNull().default(true),
    isPreview: boolean('is_preview').notNull().default(false),
    fingoodTpiMfgMod: text('fingood_tpi_mfg_mod').notNull(),
    totalList: numeric('total_list', { precision: 12, scale: 2, mode: 'number' }),
    tranepcn: text('tranepcn'),
    raypcn: text('raypcn'),
    ecommerce: boolean('ecommerce').notNull().default(true),
    international: boolean('international').notNull().default(false),
    descriptions: text('descriptions'),
    /** Inches and pounds. */
    modelDimensions: jsonb('model_dimensions').$type<ModelDimensions>(),
    notes: text('notes'),
    series: text('series'),
    sapModelDescription: text('sap_model_description'),
    productHierarchy: text('product_hierarchy'),
    details: text('details'),
    labelDescriptions: text('label_descriptions'),
    customBuild: boolean('custom_build').notNull().default(false),
    replacementPart: boolean('replacement_part').notNull().default(false),
    accessory: boolean('accessory').notNull().default(false),
    factoryInstalled: boolean('factory_installed').notNull().default(false),
    fieldInstalled: boolean('field_installed').notNull().default(false),
    quantity: integer('quantity'),
    materialGroupNumber: text('material_group_number').references(
      () => materialGroup.materialGroupNumber,
    ),
    imageId: integer('image_id').references(() => image.imageId),
    shippingStrategyId: integer('shipping_strategy_id').references(
      () => shippingStrategy.shippingStrategyId,
    ),
  },
  (t) => [
    index('model_material_group_idx').on(t.materialGroupNumber),
    index('model_series_idx').on(t.series),
    // The model finder's Contains filters on its most used text fields (docs/decisions/157).
    ...trigramIndexes(t, [
      'pcnCatalogNumber',
      'fingoodTpiMfgMod',
      'descriptions',
      'sapModelDescription',
      'series',
      'productHierarchy',
    ]),
  ],
);

/** A model listed under a product (spec: Model.ProductModels). */
export const productModel = pgTable(
  'product_model',
  {
    productModelId: integer('product_model_id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.productId, { onDelete: 'cascade' }),
    pcnCatalogNumber: text('pcn_catalog_number')
      .notNull()
      .references(() => model.pcnCatalogNumber, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('product_model_uq').on(t.productId, t.pcnCatalogNumber),
    index('product_model_pcn_idx').on(t.pcnCatalogNumber),
  ],
);

/** A model's row in one section table (spec: ProductModels.SectionTableModels). */
export const sectionTableModel = pgTable(
  'section_table_model',
  {
    sectionTableId: integer('section_table_id')
      .notNull()
      .references(() => sectionTable.sectionTableId, { onDelete: 'cascade' }),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModel.productModelId, { onDelete: 'cascade' }),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sectionTableId, t.productModelId] }),
    index('section_table_model_pm_idx').on(t.productModelId),
  ],
);

export const modelAssociation = pgTable(
  'model_association',
  {
    parentPcn: text('parent_pcn')
      .notNull()
      .references(() => model.pcnCatalogNumber, { onDelete: 'cascade' }),
    childPcn: text('child_pcn')
      .notNull()
      .references(() => model.pcnCatalogNumber, { onDelete: 'cascade' }),
    associationType: text('association_type').notNull().default('ReplacementPart'),
  },
  (t) => [
    primaryKey({ columns: [t.parentPcn, t.childPcn] }),
    index('model_association_child_idx').on(t.childPcn),
  ],
);

export const divisionModel = pgTable(
  'division_model',
  {
    divisionModelId: integer('division_model_id').primaryKey().generatedByDefaultAsIdentity(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => division.divisionId, { onDelete: 'cascade' }),
    pcnCatalogNumber: text('pcn_catalog_number')
      .notNull()
      .references(() => model.pcnCatalogNumber, { onDelete: 'cascade' }),
    modelNumber: text('model_number').notNull(),
    pcn: text('pcn'),
    barcode: text('barcode'),
    series: text('series'),
    oem: text('oem'),
  },
  (t) => [index('division_model_pcn_idx').on(t.pcnCatalogNumber)],
);

export const customerMaterial = pgTable(
  'customer_material',
  {
    customerNumber: text('customer_number').notNull(),
    pcnCatalogNumber: text('pcn_catalog_number')
      .notNull()
      .references(() => model.pcnCatalogNumber, { onDelete: 'cascade' }),
    materialNumber: text('material_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerNumber, t.pcnCatalogNumber] }),
    index('customer_material_pcn_idx').on(t.pcnCatalogNumber),
    // A customer's own numbers found by the start of their search key (search/queries.ts).
    index('customer_material_key_idx').on(
      t.customerNumber,
      sql`ltrim(upper(regexp_replace(${t.materialNumber}, '[^A-Za-z0-9]+', '', 'g')), '0') text_pattern_ops`,
    ),
  ],
);

/** The product classes a model is typed under (spec: Model.ModelProductClassTypes). */
export const modelProductClassType = pgTable(
  'model_product_class_type',
  {
    pcnCatalogNumber: text('pcn_catalog_number')
      .notNull()
      .references(() => model.pcnCatalogNumber, { onDelete: 'cascade' }),
    productClassId: integer('product_class_id')
      .notNull()
      .references(() => productClass.productClassId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.pcnCatalogNumber, t.productClassId] }),
    index('model_product_class_type_class_idx').on(t.productClassId),
  ],
);

/**
 * Numbered callouts on a drawing, each tied to a model of the product that shows the drawing.
 * Kept as data rather than drawn into the picture so the editor can move and relink them.
 */
export const imageHotspot = pgTable(
  'image_hotspot',
  {
    imageHotspotId: integer('image_hotspot_id').primaryKey().generatedByDefaultAsIdentity(),
    imageId: integer('image_id')
      .notNull()
      .references(() => image.imageId, { onDelete: 'cascade' }),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModel.productModelId, { onDelete: 'cascade' }),
    calloutNumber: integer('callout_number').notNull(),
    label: text('label'),
    /** Centre of the callout as fractions (0-1) of the image's width and height. */
    x: real('x').notNull(),
    y: real('y').notNull(),
  },
  (t) => [
    uniqueIndex('image_hotspot_callout_uq').on(t.imageId, t.calloutNumber),
    index('image_hotspot_product_model_idx').on(t.productModelId),
  ],
);
