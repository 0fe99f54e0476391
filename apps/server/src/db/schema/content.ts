import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { product } from './catalog.ts';
import { document, image } from './media.ts';

export const section = pgTable(
  'section',
  {
    sectionId: integer('section_id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.productId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    mobileDisplayName: text('mobile_display_name'),
    active: boolean('active').notNull().default(true),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [uniqueIndex('section_product_name_uq').on(t.productId, t.name)],
);

export const sectionTab = pgTable(
  'section_tab',
  {
    sectionTabId: integer('section_tab_id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => section.sectionId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    mobileDisplayName: text('mobile_display_name'),
    active: boolean('active').notNull().default(true),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [uniqueIndex('section_tab_section_name_uq').on(t.sectionId, t.name)],
);

export const sectionTable = pgTable(
  'section_table',
  {
    sectionTableId: integer('section_table_id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.productId, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    orderBy: integer('order_by').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    hasCart: boolean('has_cart').notNull().default(true),
    detailsPanel: boolean('details_panel').notNull().default(true),
    hideTableFilters: boolean('hide_table_filters').notNull().default(false),
    hideBlankColumns: boolean('hide_blank_columns').notNull().default(false),
    cols: integer('cols').notNull().default(12),
  },
  (t) => [index('section_table_product_idx').on(t.productId)],
);

export const sectionTableLayoutColumn = pgTable(
  'section_table_layout_column',
  {
    sectionTableLayoutColumnId: integer('section_table_layout_column_id')
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    sectionTableId: integer('section_table_id')
      .notNull()
      .references(() => sectionTable.sectionTableId, { onDelete: 'cascade' }),
    entityName: text('entity_name').notNull().default('Model'),
    entityPropertyName: text('entity_property_name'),
    parentPropertyName: text('parent_property_name'),
    /** Model field the column shows, in the wire spelling (e.g. 'FingoodTpiMfgMod'). */
    propertyName: text('property_name').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    displayDescription: text('display_description'),
    sortBy: boolean('sort_by').notNull().default(true),
    filterBy: boolean('filter_by').notNull().default(true),
    keywordSearchBy: boolean('keyword_search_by').notNull().default(true),
    showOnMobile: boolean('show_on_mobile').notNull().default(false),
    propertyType: text('property_type').notNull().default('String'),
    overrideProperty: text('override_property'),
    /** Delimited, Component, List or Number. */
    formatType: text('format_type'),
    formatValue: text('format_value'),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [index('layout_column_table_idx').on(t.sectionTableId)],
);

export const sectionItemType = pgEnum('section_item_type', [
  'List',
  'Image',
  'RichText',
  'Document',
  'ModelTable',
  'SpinSirv',
]);

export const sectionItem = pgTable(
  'section_item',
  {
    sectionItemId: integer('section_item_id').primaryKey().generatedByDefaultAsIdentity(),
    sectionTabId: integer('section_tab_id')
      .notNull()
      .references(() => sectionTab.sectionTabId, { onDelete: 'cascade' }),
    sectionItemType: sectionItemType('section_item_type').notNull(),
    displayName: text('display_name'),
    orderBy: integer('order_by').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    cols: integer('cols').notNull().default(12),
    caption: text('caption'),
    /** List items: the product property listed ('Features', 'Specifications', 'Notes'). */
    propertyName: text('property_name'),
    /** List items without a property: the lines themselves. */
    listItems: text('list_items').array(),
    richText: text('rich_text'),
    /** SpinSirv: URL of the 360 spin set. */
    url: text('url'),
    imageId: integer('image_id').references(() => image.imageId),
    width: integer('width'),
    height: integer('height'),
    documentId: integer('document_id').references(() => document.documentId),
    sectionTableId: integer('section_table_id').references(() => sectionTable.sectionTableId, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('section_item_tab_idx').on(t.sectionTabId),
    index('section_item_table_idx').on(t.sectionTableId),
  ],
);
