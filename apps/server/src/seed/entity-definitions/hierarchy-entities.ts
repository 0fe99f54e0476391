import { EntityLevel } from '@portal/domain';
import {
  catalogsProperty,
  catalogueItemFields,
  catalogueItemProperties,
  type EntityPlan,
  type SectionPlan,
} from './plan.ts';

const catalogsSection: SectionPlan = {
  name: 'Catalogs',
  type: 'Section',
  fields: [{ property: 'Catalogs', type: 'editor-list', size: 12 }],
};

/** The images tab's section (decision 175): the carousel's images, kept in their list order. */
const imagesSection: SectionPlan = {
  name: 'Images',
  type: 'Section',
  fields: [{ property: 'Images', type: 'image-list', size: 12 }],
};

export const categoryEntity: EntityPlan = {
  name: 'Category',
  displayName: 'Category',
  description: 'The top level of the catalogue tree',
  level: EntityLevel.Category,
  table: 'category',
  properties: [
    { name: 'CategoryId', column: 'category_id', displayName: 'Category Id', isId: true },
    ...catalogueItemProperties('category'),
    {
      name: 'Images',
      type: 'List',
      displayName: 'Images',
      relatedTable: 'category_image',
      column: 'image_id',
    },
    catalogsProperty('category_catalog'),
    {
      name: 'Divisions',
      type: 'List',
      displayName: 'Divisions',
      relatedTable: 'category_division',
      column: 'division_id',
    },
  ],
  editor: {
    name: 'category',
    displayName: 'Category',
    icon: 'folder',
    sections: [
      {
        name: 'General',
        type: 'Header',
        fields: [{ property: 'CategoryId', type: 'id', size: 3 }, ...catalogueItemFields()],
      },
      imagesSection,
      catalogsSection,
      {
        name: 'Divisions',
        type: 'Section',
        fields: [{ property: 'Divisions', type: 'divisions', size: 12 }],
      },
    ],
  },
};

export const productClassEntity: EntityPlan = {
  name: 'ProductClass',
  displayName: 'Product Class',
  description: 'A kind of product within a category',
  level: EntityLevel.ProductClass,
  table: 'product_class',
  properties: [
    {
      name: 'ProductClassId',
      column: 'product_class_id',
      displayName: 'Product Class Id',
      isId: true,
    },
    { name: 'CategoryId', column: 'category_id', displayName: 'Category' },
    ...catalogueItemProperties('product class'),
    catalogsProperty('product_class_catalog'),
  ],
  editor: {
    name: 'productclass',
    displayName: 'Product Class',
    icon: 'collection',
    sections: [
      {
        name: 'General',
        type: 'Header',
        fields: [{ property: 'ProductClassId', type: 'id', size: 3 }, ...catalogueItemFields()],
      },
      catalogsSection,
    ],
  },
};

export const manufacturingSeriesEntity: EntityPlan = {
  name: 'ManufacturingSeries',
  displayName: 'Manufacturing Series',
  description: 'A series of units within a product class',
  level: EntityLevel.ManufacturingSeries,
  table: 'manufacturing_series',
  properties: [
    {
      name: 'ManufacturingSeriesId',
      column: 'manufacturing_series_id',
      displayName: 'Series Id',
      isId: true,
    },
    { name: 'ProductClassId', column: 'product_class_id', displayName: 'Product Class' },
    { name: 'TpiMfgSeries', column: 'tpi_mfg_series', displayName: 'Series Number', isKey: true },
    ...catalogueItemProperties('series'),
    catalogsProperty('manufacturing_series_catalog'),
  ],
  editor: {
    name: 'manufacturingseries',
    displayName: 'Manufacturing Series',
    icon: 'layers',
    sections: [
      {
        name: 'General',
        type: 'Header',
        fields: [
          { property: 'ManufacturingSeriesId', type: 'id', size: 3 },
          {
            property: 'TpiMfgSeries',
            type: 'text',
            required: true,
            validations: [{ type: 'required', message: 'Series Number is required' }],
          },
          ...catalogueItemFields(),
        ],
      },
      catalogsSection,
    ],
  },
};

export const productEntity: EntityPlan = {
  name: 'Product',
  displayName: 'Product',
  description: 'A product page with its sections and model tables',
  level: EntityLevel.Product,
  table: 'product',
  properties: [
    { name: 'ProductId', column: 'product_id', displayName: 'Product Id', isId: true },
    { name: 'ManufacturingSeriesId', column: 'manufacturing_series_id', displayName: 'Series' },
    ...catalogueItemProperties('product'),
    { name: 'Description', column: 'description', displayName: 'Description' },
    {
      name: 'Thumbnail',
      type: 'Image',
      column: 'thumbnail_image_id',
      displayName: 'Thumbnail',
    },
    {
      name: 'Images',
      type: 'List',
      displayName: 'Images',
      relatedTable: 'product_image',
      column: 'image_id',
    },
    catalogsProperty('product_catalog'),
    {
      name: 'Divisions',
      type: 'List',
      displayName: 'Divisions',
      relatedTable: 'product_division',
      column: 'division_id',
    },
    {
      name: 'Sites',
      type: 'List',
      displayName: 'Sites',
      relatedTable: 'product_site',
      column: 'site_id',
    },
  ],
  editor: {
    name: 'product',
    displayName: 'Product',
    icon: 'box',
    sections: [
      {
        name: 'General',
        type: 'Header',
        fields: [
          { property: 'ProductId', type: 'id', size: 3 },
          ...catalogueItemFields(),
          { property: 'Description', type: 'rich-text', size: 12 },
        ],
      },
      {
        name: 'Thumbnail',
        type: 'Section',
        fields: [{ property: 'Thumbnail', type: 'thumbnail' }],
      },
      catalogsSection,
      {
        name: 'Divisions',
        type: 'Section',
        fields: [{ property: 'Divisions', type: 'divisions', size: 12 }],
      },
      {
        name: 'Sites',
        type: 'Section',
        fields: [{ property: 'Sites', type: 'editor-list', size: 12 }],
      },
      // Last, so migration 0028 appends it to older databases in the same place (decision 175).
      imagesSection,
    ],
  },
};
