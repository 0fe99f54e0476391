import type {
  EditorFieldType,
  EntityLevelValue,
  PropertyType,
  RoleName,
  SectionType,
  ValidationType,
} from '@portal/domain';

/** Where a property is stored and how it is described (entity_property). */
export interface PropertyPlan {
  /** EntityPropertyName: unique within the entity; what filters and fields name. */
  name: string;
  /** The wire object's property holding the value; default `name`. */
  propertyName?: string;
  type?: PropertyType;
  displayName: string;
  description?: string;
  /** A column of the entity's table, or of `relatedTable`. */
  column: string;
  relatedTable?: string;
  /** A key inside the JSON column. */
  jsonKey?: string;
  isId?: boolean;
  isTitle?: boolean;
  isKey?: boolean;
}

export interface FieldPlan {
  property: string;
  type: EditorFieldType;
  size?: number;
  required?: boolean;
  defaultValue?: string;
  displayName?: string;
  validations?: { type: ValidationType; value?: string; message: string }[];
  values?: { value: string; displayName?: string }[];
  /** Roles for whom this field is left out. */
  hiddenFrom?: RoleName[];
}

export interface SectionPlan {
  name: string;
  type: SectionType;
  fields: FieldPlan[];
  /** Roles for whom this section is left out. */
  hiddenFrom?: RoleName[];
}

export interface EditorPlan {
  name: string;
  displayName: string;
  icon: string;
  hideBlankFields?: boolean;
  sections: SectionPlan[];
}

export interface EntityPlan {
  name: string;
  displayName: string;
  description: string;
  level: EntityLevelValue;
  table: string;
  properties: PropertyPlan[];
  editor: EditorPlan;
}

/** Name, DisplayName, Visible, IsPreview and OrderBy: what every catalogue item carries. */
export const catalogueItemProperties = (noun: string): PropertyPlan[] => [
  {
    name: 'Name',
    column: 'name',
    displayName: 'Name',
    description: `Unique ${noun} name used in addresses`,
    isKey: true,
  },
  { name: 'DisplayName', column: 'display_name', displayName: 'Display Name', isTitle: true },
  { name: 'Visible', column: 'visible', displayName: 'Visible' },
  { name: 'IsPreview', column: 'is_preview', displayName: 'Preview Only' },
  { name: 'OrderBy', column: 'order_by', displayName: 'Order' },
];

/** The fields of the catalogue item columns, for an editor's first section. */
export const catalogueItemFields = (): FieldPlan[] => [
  {
    property: 'Name',
    type: 'text',
    required: true,
    validations: [
      { type: 'required', message: 'Name is required' },
      {
        type: 'pattern',
        value: '^[a-z0-9-]+$',
        message: 'Use lower-case letters, digits and dashes',
      },
    ],
  },
  {
    property: 'DisplayName',
    type: 'text',
    required: true,
    validations: [{ type: 'required', message: 'Display Name is required' }],
  },
  { property: 'Visible', type: 'checkbox', size: 3, defaultValue: 'true' },
  { property: 'IsPreview', type: 'checkbox', size: 3, defaultValue: 'false' },
  { property: 'OrderBy', type: 'order', size: 3, defaultValue: '0' },
];

/** Catalogue membership: the catalogues listing the item (spec: Catalogs). */
export const catalogsProperty = (membershipTable: string): PropertyPlan => ({
  name: 'Catalogs',
  type: 'List',
  displayName: 'Catalogs',
  relatedTable: membershipTable,
  column: 'catalog_id',
});
