import { EntityLevel } from '@portal/domain';
import type { EntityPlan, FieldPlan, PropertyPlan } from './plan.ts';

const column = (
  name: string,
  col: string,
  displayName: string,
  extra: Partial<PropertyPlan> = {},
) => ({
  name,
  column: col,
  displayName,
  ...extra,
});
const flag = (property: string, defaultValue = 'false'): FieldPlan => ({
  property,
  type: 'checkbox',
  size: 4,
  defaultValue,
});
const required = (property: string, label: string): FieldPlan => ({
  property,
  type: 'text',
  required: true,
  validations: [{ type: 'required', message: `${label} is required` }],
});

export const siteEntity: EntityPlan = {
  name: 'Site',
  displayName: 'Site',
  description: 'A web site of the portal and the catalogue it shows',
  level: EntityLevel.Site,
  table: 'site',
  properties: [
    column('SiteId', 'site_id', 'Site Id', { isId: true }),
    column('Name', 'name', 'Name', { isKey: true }),
    column('DisplayName', 'display_name', 'Display Name', { isTitle: true }),
    column('DivisionName', 'division_name', 'Division Name'),
    column('BrowserTitle', 'browser_title', 'Browser Title'),
    column('LogoPath', 'logo_path', 'Logo', { type: 'Image' }),
    column('LogoLink', 'logo_link', 'Logo Link'),
    column('FaviconPath', 'favicon_path', 'Favicon', { type: 'Image' }),
    column('HostNames', 'host_names', 'Host Names', { type: 'List' }),
    column('CatalogId', 'catalog_id', 'Catalog'),
    column('ShowInventory', 'show_inventory', 'Show Inventory'),
    column('EnableExport', 'enable_export', 'Enable Export'),
    column('HasPricing', 'has_pricing', 'Has Pricing'),
    column('ShowCatalog', 'show_catalog', 'Show Catalog'),
    column('EnableChangeRequest', 'enable_change_request', 'Enable Change Requests'),
    column('ManageDocuments', 'manage_documents', 'Order Documents'),
  ],
  editor: {
    name: 'site',
    displayName: 'Site',
    icon: 'globe',
    sections: [
      {
        name: 'General',
        type: 'Header',
        fields: [
          { property: 'SiteId', type: 'id', size: 3 },
          { property: 'Name', type: 'read-only', size: 3 },
          required('DisplayName', 'Display Name'),
          required('BrowserTitle', 'Browser Title'),
          { property: 'DivisionName', type: 'text' },
          { property: 'CatalogId', type: 'select' },
          { property: 'HostNames', type: 'multi-input-edit', size: 12 },
        ],
      },
      // The site-logo and site-favicon tabs show these sections by name (decision 175).
      {
        name: 'Logo',
        type: 'Section',
        fields: [
          { property: 'LogoPath', type: 'image' },
          { property: 'LogoLink', type: 'text' },
        ],
      },
      {
        name: 'Favicon',
        type: 'Section',
        fields: [{ property: 'FaviconPath', type: 'image' }],
      },
      {
        name: 'Features',
        type: 'Section',
        fields: [
          flag('ShowInventory'),
          flag('EnableExport'),
          flag('HasPricing'),
          flag('ShowCatalog', 'true'),
          flag('EnableChangeRequest'),
          {
            property: 'ManageDocuments',
            type: 'select',
            size: 4,
            defaultValue: '0',
            values: [
              { value: '0', displayName: 'None' },
              { value: '1', displayName: 'View' },
              { value: '2', displayName: 'Upload' },
              { value: '3', displayName: 'Manage' },
            ],
          },
        ],
      },
    ],
  },
};

export const catalogEntity: EntityPlan = {
  name: 'Catalog',
  displayName: 'Catalog',
  description: 'A catalogue that sites show',
  // The spec's levels have none for catalogues; they are site settings (decision 157).
  level: EntityLevel.Site,
  table: 'catalog',
  properties: [
    column('CatalogId', 'catalog_id', 'Catalog Id', { isId: true }),
    column('Name', 'name', 'Name', { isKey: true }),
    column('DisplayName', 'display_name', 'Display Name', { isTitle: true }),
    column('CartEnabled', 'cart_enabled', 'Cart Enabled'),
    column('HasBreadcrumb', 'has_breadcrumb', 'Has Breadcrumb'),
    column('ProductImageEnabled', 'product_image_enabled', 'Product Images'),
    column('FeatureListEnabled', 'feature_list_enabled', 'Feature Lists'),
    column('Urls', 'urls', 'Addresses', { type: 'List' }),
  ],
  editor: {
    name: 'catalog',
    displayName: 'Catalog',
    icon: 'book',
    sections: [
      {
        name: 'General',
        type: 'Header',
        fields: [
          { property: 'CatalogId', type: 'id', size: 3 },
          required('Name', 'Name'),
          required('DisplayName', 'Display Name'),
          flag('CartEnabled'),
          flag('HasBreadcrumb', 'true'),
          flag('ProductImageEnabled', 'true'),
          flag('FeatureListEnabled', 'true'),
          { property: 'Urls', type: 'multi-input-edit', size: 12 },
        ],
      },
    ],
  },
};

export const divisionEntity: EntityPlan = {
  name: 'Division',
  displayName: 'Division',
  description: 'A business division whose model numbers models also carry',
  level: EntityLevel.Division,
  table: 'division',
  properties: [
    column('DivisionId', 'division_id', 'Division Id', { isId: true }),
    column('Name', 'name', 'Name', { isKey: true }),
    column('DisplayName', 'display_name', 'Display Name', { isTitle: true }),
  ],
  editor: {
    name: 'division',
    displayName: 'Division',
    icon: 'diagram',
    sections: [
      {
        name: 'General',
        type: 'Header',
        fields: [
          { property: 'DivisionId', type: 'id', size: 3 },
          required('Name', 'Name'),
          required('DisplayName', 'Display Name'),
        ],
      },
    ],
  },
};
