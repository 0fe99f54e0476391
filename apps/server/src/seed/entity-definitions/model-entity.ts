import { EntityLevel, Role } from '@portal/domain';
import type { EntityPlan, PropertyPlan } from './plan.ts';

const column = (name: string, col: string, displayName: string): PropertyPlan => ({
  name,
  column: col,
  displayName,
});
const flag = (property: string) => ({
  property,
  type: 'checkbox' as const,
  size: 3,
  defaultValue: 'false',
});

export const modelEntity: EntityPlan = {
  name: 'Model',
  displayName: 'Model',
  description: 'A part or unit sold by catalogue number',
  level: EntityLevel.Model,
  table: 'model',
  properties: [
    {
      name: 'PcnCatalogNumber',
      column: 'pcn_catalog_number',
      displayName: 'Catalog Number',
      isId: true,
      isKey: true,
    },
    { ...column('FingoodTpiMfgMod', 'fingood_tpi_mfg_mod', 'Model Number'), isTitle: true },
    column('Barcode', 'barcode', 'Barcode'),
    column('Series', 'series', 'Series'),
    column('Tranepcn', 'tranepcn', 'Trane PCN'),
    column('Raypcn', 'raypcn', 'Ray PCN'),
    column('Visible', 'visible', 'Visible'),
    column('IsPreview', 'is_preview', 'Preview Only'),
    column('SapModelDescription', 'sap_model_description', 'Model Description'),
    column('Descriptions', 'descriptions', 'Description'),
    column('Details', 'details', 'Details'),
    column('Notes', 'notes', 'Internal Notes'),
    column('TotalList', 'total_list', 'List Price'),
    column('ProductHierarchy', 'product_hierarchy', 'Product Hierarchy'),
    column('MaterialGroupNumber', 'material_group_number', 'Material Group'),
    column('Quantity', 'quantity', 'Pack Quantity'),
    column('ShippingStrategyId', 'shipping_strategy_id', 'Shipping'),
    column('Ecommerce', 'ecommerce', 'Sold Online'),
    column('International', 'international', 'International'),
    column('CustomBuild', 'custom_build', 'Custom Build'),
    column('ReplacementPart', 'replacement_part', 'Replacement Part'),
    column('Accessory', 'accessory', 'Accessory'),
    column('FactoryInstalled', 'factory_installed', 'Factory Installed'),
    column('FieldInstalled', 'field_installed', 'Field Installed'),
    {
      name: 'DivisionModels',
      type: 'Table',
      displayName: 'Division Model Numbers',
      relatedTable: 'division_model',
      column: 'model_number',
    },
    {
      name: 'ModelDimensions',
      type: 'Object',
      column: 'model_dimensions',
      displayName: 'Dimensions',
    },
    column('LabelDescriptions', 'label_descriptions', 'Label Text'),
    {
      name: 'ProductModels',
      type: 'Table',
      displayName: 'Products',
      relatedTable: 'product_model',
      column: 'product_id',
    },
    {
      name: 'ModelAssociations',
      type: 'Table',
      displayName: 'Associated Models',
      relatedTable: 'model_association',
      column: 'child_pcn',
    },
    { name: 'Image', type: 'Image', column: 'image_id', displayName: 'Image' },
    // Added with the model editor (decision 176; migration 0031 for databases seeded before).
    {
      name: 'ModelProductClassTypes',
      type: 'List',
      displayName: 'Product Class Types',
      relatedTable: 'model_product_class_type',
      column: 'product_class_id',
    },
    {
      name: 'CustomerMaterials',
      type: 'Table',
      displayName: 'Customer Material Numbers',
      relatedTable: 'customer_material',
      column: 'material_number',
    },
  ],
  editor: {
    name: 'model',
    displayName: 'Model',
    icon: 'gear',
    hideBlankFields: true,
    sections: [
      {
        name: 'Identification',
        type: 'Header',
        fields: [
          {
            property: 'PcnCatalogNumber',
            type: 'id',
            required: true,
            validations: [
              { type: 'required', message: 'Catalog Number is required' },
              {
                type: 'maxLength',
                value: '18',
                message: 'Catalog Number must be between 1 and 18 characters',
              },
            ],
          },
          {
            property: 'FingoodTpiMfgMod',
            type: 'text',
            required: true,
            validations: [{ type: 'required', message: 'Model Number is required' }],
          },
          { property: 'Barcode', type: 'text', size: 4 },
          { property: 'Series', type: 'text', size: 4 },
          { property: 'Tranepcn', type: 'text', size: 4 },
          { property: 'Raypcn', type: 'text', size: 4 },
          { ...flag('Visible'), defaultValue: 'true' },
          flag('IsPreview'),
        ],
      },
      {
        name: 'Descriptions',
        type: 'Section',
        fields: [
          { property: 'SapModelDescription', type: 'text', size: 12 },
          { property: 'Descriptions', type: 'text', size: 12 },
          { property: 'Details', type: 'rich-text', size: 12 },
          { property: 'Notes', type: 'text', size: 12, hiddenFrom: [Role.Customer] },
        ],
      },
      {
        name: 'Pricing',
        type: 'Section',
        fields: [
          {
            property: 'TotalList',
            type: 'number',
            size: 4,
            validations: [
              { type: 'number', message: 'List Price must be a number' },
              { type: 'min', value: '0', message: 'List Price cannot be negative' },
            ],
          },
          { property: 'ProductHierarchy', type: 'text', size: 4 },
          { property: 'MaterialGroupNumber', type: 'text', size: 4 },
        ],
      },
      {
        name: 'Inventory',
        type: 'Section',
        fields: [
          {
            property: 'Quantity',
            type: 'number',
            size: 4,
            validations: [{ type: 'min', value: '1', message: 'Pack Quantity must be at least 1' }],
          },
          {
            property: 'ShippingStrategyId',
            type: 'select',
            size: 4,
            values: [
              { value: '1', displayName: 'Parts' },
              { value: '2', displayName: 'Freight' },
              { value: '3', displayName: 'Hazmat' },
            ],
          },
          { ...flag('Ecommerce'), defaultValue: 'true' },
          flag('International'),
        ],
      },
      {
        name: 'Classification',
        type: 'Section',
        fields: [
          ...[
            'CustomBuild',
            'ReplacementPart',
            'Accessory',
            'FactoryInstalled',
            'FieldInstalled',
          ].map(flag),
          { property: 'ModelProductClassTypes', type: 'editor-list', size: 12 },
        ],
      },
      {
        name: 'Divisions',
        type: 'Section',
        fields: [{ property: 'DivisionModels', type: 'divisions', size: 12 }],
      },
      {
        name: 'Dimensions',
        type: 'Section',
        fields: [{ property: 'ModelDimensions', type: 'modeldimensions', size: 12 }],
      },
      {
        name: 'Labels',
        type: 'Section',
        fields: [{ property: 'LabelDescriptions', type: 'rich-text', size: 12 }],
      },
      {
        name: 'Associations',
        type: 'Section',
        fields: [{ property: 'ProductModels', type: 'associations', size: 12 }],
      },
      {
        name: 'Model Associations',
        type: 'Section',
        fields: [{ property: 'ModelAssociations', type: 'modelassociations', size: 12 }],
      },
      { name: 'Model Image', type: 'Section', fields: [{ property: 'Image', type: 'image' }] },
      {
        name: 'Customer Materials',
        type: 'Modal',
        hiddenFrom: [Role.Customer],
        fields: [{ property: 'CustomerMaterials', type: 'customer-materials', size: 12 }],
      },
    ],
  },
};
