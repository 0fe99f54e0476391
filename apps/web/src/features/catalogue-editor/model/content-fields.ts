import {
  formatTypes,
  listProperties,
  sectionItemType,
  sectionItemTypeFields,
  tableModelProperties,
  type ContentKind,
  type ContentValues,
  type EditorField,
  type EditorFieldType,
} from '@portal/domain';

/** One field of a content row as the form shows it; `name` is the wire name (decision 172). */
export interface ContentField {
  name: string;
  label: string;
  type: EditorFieldType;
  required?: boolean;
  /** Width in the 12-column grid from a medium screen up. */
  size?: number;
  options?: readonly { value: string; label: string }[];
  /** How the value travels: an id (a select's text as a number) or lines (a list of texts). */
  wire?: 'id' | 'lines';
}

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const text = (name: string, label: string, size = 6, required = false): ContentField => ({
  name,
  label,
  type: 'text',
  size,
  required,
});
const check = (name: string, label: string): ContentField => ({
  name,
  label,
  type: 'checkbox',
  size: 3,
});
const cols: ContentField = { name: 'Cols', label: 'Columns (of 12)', type: 'number', size: 3 };

const headed: ContentField[] = [
  text('Name', 'Name', 6, true),
  text('DisplayName', 'Display Name'),
  text('MobileDisplayName', 'Mobile Display Name'),
  check('Active', 'Active'),
];

const fieldsOfKind: Record<Exclude<ContentKind, 'item'>, ContentField[]> = {
  section: headed,
  tab: headed,
  table: [
    text('DisplayName', 'Display Name'),
    cols,
    check('Visible', 'Visible'),
    check('HasCart', 'Has cart'),
    check('DetailsPanel', 'Details panel'),
    check('HideTableFilters', 'Hide table filters'),
    check('HideBlankColumns', 'Hide blank columns'),
  ],
  column: [
    {
      name: 'PropertyName',
      label: 'Property',
      type: 'select',
      size: 6,
      required: true,
      options: plain(tableModelProperties),
    },
    text('DisplayName', 'Display Name', 6, true),
    text('DisplayDescription', 'Display Description', 12),
    {
      name: 'FormatType',
      label: 'Format type',
      type: 'select',
      size: 6,
      options: plain(formatTypes),
    },
    text('FormatValue', 'Format value'),
    check('SortBy', 'Sort by'),
    check('FilterBy', 'Filter by'),
    check('KeywordSearchBy', 'Keyword search by'),
    check('ShowOnMobile', 'Show on mobile'),
  ],
  feature: [text('Text', 'Text', 12, true)],
  specification: [text('Name', 'Name', 6, true), text('Value', 'Value', 6, true)],
  note: [text('Text', 'Text', 12, true)],
};

/** The fields an item of each type has besides the common ones (sectionItemTypeFields). */
function itemTypeField(name: string, tables: readonly { value: string; label: string }[]) {
  const fields: Record<string, ContentField> = {
    RichText: { name, label: 'Rich text', type: 'rich-text', required: true, size: 12 },
    ImageId: { name, label: 'Image', type: 'image', required: true, size: 12 },
    Width: { name, label: 'Width', type: 'number', size: 3 },
    Height: { name, label: 'Height', type: 'number', size: 3 },
    DocumentId: { name, label: 'Document', type: 'document', required: true, size: 12 },
    SectionTableId: {
      name,
      label: 'Section table',
      type: 'select',
      required: true,
      size: 6,
      options: tables,
      wire: 'id',
    },
    PropertyName: {
      name,
      label: 'List of the product’s',
      type: 'select',
      size: 6,
      options: plain(listProperties),
    },
    ListItems: { name, label: 'List lines', type: 'multi-input-edit', size: 12, wire: 'lines' },
    Url: text(name, 'Spin viewer URL (https)', 12, true),
  };
  return fields[name]!;
}

/**
 * A row's fields: an item's follow its SectionItemType (only that type's own are shown);
 * `tables` are the product's section tables a ModelTable item may show.
 */
export function contentFieldsOf(
  kind: ContentKind,
  values: ContentValues,
  tables: readonly { value: string; label: string }[] = [],
): ContentField[] {
  if (kind !== 'item') return fieldsOfKind[kind];
  const type = sectionItemType.safeParse(values.SectionItemType);
  const own = type.success ? sectionItemTypeFields[type.data] : [];
  return [
    {
      name: 'SectionItemType',
      label: 'Item type',
      type: 'select',
      required: true,
      size: 6,
      options: plain(sectionItemType.options),
    },
    cols,
    check('Visible', 'Visible'),
    text('DisplayName', 'Display Name'),
    text('Caption', 'Caption'),
    ...own.map((name) => itemTypeField(name, tables)),
  ];
}

/** The field as the editor's shared field view takes it. */
export const asEditorField = (field: ContentField, index: number): EditorField => ({
  EditorFieldId: index,
  EntityPropertyName: field.name,
  PropertyName: field.name,
  DisplayName: field.label,
  DisplayDescription: '',
  EditorType: field.type,
  OrderBy: index,
  IsRequired: field.required ?? false,
  EditorSize: field.size ?? 12,
  Validations: [],
  Values: (field.options ?? []).map((o, i) => ({
    EditorFieldValueId: i,
    Value: o.value,
    DisplayName: o.label,
  })),
  DefaultValue: null,
  CanRead: true,
  CanUpdate: true,
});
