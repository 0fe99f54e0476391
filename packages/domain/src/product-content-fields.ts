import { z } from 'zod';
import { MAX_ITEM_ID } from './catalogue-editor.ts';
import type { ContentKind, ContentValue } from './product-content-editor.ts';
import { sectionItemType, tableModel, type SectionItemType } from './section.ts';

/**
 * The fields of a product's content, by kind (admin §3: Section, Tab, Item, Section table,
 * Layout column; parts §2: features, specifications, notes). No editor definitions describe
 * these rows, so their fields, lengths and messages are set here; the server checks every
 * save with them and the editor's forms can show the same messages.
 */
const id = z.number().int().positive().max(MAX_ITEM_ID);
const text = (field: string, max: number) =>
  z.string(`${field} must be text.`).trim().max(max, `${field} must be at most ${max} characters.`);
const required = (field: string, max: number) => text(field, max).min(1, `${field} is required.`);
const optionalText = (field: string, max: number) => text(field, max).nullable();
const whole = (field: string, min: number, max: number) =>
  z
    .number(`${field} must be a number.`)
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be between ${min} and ${max}.`)
    .max(max, `${field} must be between ${min} and ${max}.`);
const yesNo = (field: string) => z.boolean(`${field} must be true or false.`);
const orderBy = whole('OrderBy', -1_000_000, 1_000_000);
const cols = whole('Cols', 1, 12);
const ref = (field: string) => id.nullable().describe(`${field}: an existing row's id`);

export const sectionValues = z.strictObject({
  Name: required('Name', 100),
  /** Blank or absent: stored as the Name (decision 167: a blank display name reverts). */
  DisplayName: optionalText('DisplayName', 200),
  MobileDisplayName: optionalText('MobileDisplayName', 200),
  Active: yesNo('Active'),
  OrderBy: orderBy,
});
export const tabValues = sectionValues;

/** Product properties a List item may list instead of its own lines. */
export const listProperties = ['Features', 'Specifications', 'Notes'] as const;
export const sectionItemValues = z.strictObject({
  SectionItemType: z.enum(
    sectionItemType.options,
    `SectionItemType must be one of ${sectionItemType.options.join(', ')}.`,
  ),
  Cols: cols,
  DisplayName: optionalText('DisplayName', 200),
  Caption: optionalText('Caption', 500),
  Visible: yesNo('Visible'),
  OrderBy: orderBy,
  /** Sanitised by the server before it is stored. */
  RichText: optionalText('RichText', 100_000),
  Url: optionalText('Url', 2000),
  ImageId: ref('ImageId'),
  Width: whole('Width', 1, 10_000).nullable(),
  Height: whole('Height', 1, 10_000).nullable(),
  DocumentId: ref('DocumentId'),
  SectionTableId: ref('SectionTableId'),
  PropertyName: z
    .enum(listProperties, `PropertyName must be one of ${listProperties.join(', ')}.`)
    .nullable(),
  ListItems: z
    .array(text('ListItems', 500).min(1, 'ListItems may not hold a blank line.'))
    .max(200, 'ListItems may hold at most 200 lines.')
    .nullable(),
});

export const sectionTableValues = z.strictObject({
  DisplayName: optionalText('DisplayName', 200),
  OrderBy: orderBy,
  Visible: yesNo('Visible'),
  HasCart: yesNo('HasCart'),
  DetailsPanel: yesNo('DetailsPanel'),
  HideTableFilters: yesNo('HideTableFilters'),
  HideBlankColumns: yesNo('HideBlankColumns'),
  Cols: cols,
});

/** The model fields a section table row carries: what a layout column may show. */
export const tableModelProperties = tableModel.keyof().options;
export const formatTypes = ['Delimited', 'Component', 'List', 'Number'] as const;
export const layoutColumnValues = z.strictObject({
  PropertyName: z.enum(
    tableModelProperties,
    'PropertyName must be a field of the table\u2019s models, e.g. PcnCatalogNumber.',
  ),
  DisplayName: required('DisplayName', 200),
  DisplayDescription: optionalText('DisplayDescription', 500),
  FormatType: z
    .enum(formatTypes, `FormatType must be one of ${formatTypes.join(', ')}.`)
    .nullable(),
  FormatValue: optionalText('FormatValue', 50),
  OrderBy: orderBy,
  SortBy: yesNo('SortBy'),
  FilterBy: yesNo('FilterBy'),
  KeywordSearchBy: yesNo('KeywordSearchBy'),
  ShowOnMobile: yesNo('ShowOnMobile'),
});

export const featureValues = z.strictObject({ Text: required('Text', 1000), OrderBy: orderBy });
export const noteValues = z.strictObject({ Text: required('Text', 2000), OrderBy: orderBy });
export const specificationValues = z.strictObject({
  Name: required('Name', 200),
  Value: required('Value', 1000),
  OrderBy: orderBy,
});

/** Each kind's fields; a save sends some of them, a creation at least the required ones. */
export const contentValuesOf = {
  section: sectionValues,
  tab: tabValues,
  item: sectionItemValues,
  table: sectionTableValues,
  column: layoutColumnValues,
  feature: featureValues,
  specification: specificationValues,
  note: noteValues,
} as const satisfies Record<ContentKind, z.ZodObject>;
export type ContentValuesOf<K extends ContentKind> = z.infer<(typeof contentValuesOf)[K]>;

/** The fields each item type uses besides the common ones; others must stay empty. */
export const sectionItemTypeFields: Record<
  SectionItemType,
  readonly (keyof z.infer<typeof sectionItemValues>)[]
> = {
  List: ['PropertyName', 'ListItems'],
  Image: ['ImageId', 'Width', 'Height'],
  RichText: ['RichText'],
  Document: ['DocumentId'],
  ModelTable: ['SectionTableId'],
  SpinSirv: ['Url'],
};
const typeFields = new Set(Object.values(sectionItemTypeFields).flat());

const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * What an item's fields lack or hold wrongly for its type, by field; the server adds whether
 * the image, document or table named exists (and the table is the product's).
 */
export function sectionItemErrors(
  item: Partial<z.infer<typeof sectionItemValues>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const type = item.SectionItemType;
  if (!type) return { SectionItemType: ['SectionItemType is required.'] };
  const own = sectionItemTypeFields[type];
  for (const field of typeFields)
    if (!own.includes(field) && item[field] != null)
      errors[field] = [`${field} does not apply to a ${type} item.`];
  const article = /^[AEIOU]/.test(type) ? 'An' : 'A';
  const need = (
    field: string,
    ok: boolean,
    message = `${article} ${type} item needs ${field}.`,
  ) => {
    if (!ok) errors[field] = [message];
  };
  if (type === 'RichText') need('RichText', !!item.RichText?.trim());
  if (type === 'Image') need('ImageId', item.ImageId != null);
  if (type === 'Document') need('DocumentId', item.DocumentId != null);
  if (type === 'ModelTable') need('SectionTableId', item.SectionTableId != null);
  if (type === 'SpinSirv')
    need('Url', !!item.Url && isHttps(item.Url), 'A SpinSirv item needs an https Url.');
  if (type === 'List')
    need(
      'ListItems',
      item.PropertyName != null || (item.ListItems?.length ?? 0) > 0,
      `A List item needs a PropertyName (${listProperties.join(', ')}) or ListItems.`,
    );
  return errors;
}

/** A new row's values where the caller gives none (OrderBy: after its last sibling). */
export const contentDefaults: Record<ContentKind, Record<string, ContentValue>> = {
  section: { Name: '', DisplayName: null, MobileDisplayName: null, Active: true },
  tab: { Name: '', DisplayName: null, MobileDisplayName: null, Active: true },
  item: {
    Cols: 12,
    DisplayName: null,
    Caption: null,
    Visible: true,
    RichText: null,
    Url: null,
    ImageId: null,
    Width: null,
    Height: null,
    DocumentId: null,
    SectionTableId: null,
    PropertyName: null,
    ListItems: null,
  },
  table: {
    DisplayName: null,
    Visible: true,
    HasCart: true,
    DetailsPanel: true,
    HideTableFilters: false,
    HideBlankColumns: false,
    Cols: 12,
  },
  column: {
    DisplayName: '',
    DisplayDescription: null,
    FormatType: null,
    FormatValue: null,
    SortBy: true,
    FilterBy: true,
    KeywordSearchBy: true,
    ShowOnMobile: false,
  },
  feature: { Text: '' },
  specification: { Name: '', Value: '' },
  note: { Text: '' },
};
