import { z } from 'zod';

export const layoutColumn = z.object({
  SectionTableLayoutColumnId: z.number().int(),
  EntityName: z.string(),
  EntityPropertyName: z.string().nullable(),
  ParentPropertyName: z.string().nullable(),
  PropertyName: z.string(),
  Name: z.string(),
  DisplayName: z.string(),
  DisplayDescription: z.string().nullable(),
  SortBy: z.boolean(),
  FilterBy: z.boolean(),
  KeywordSearchBy: z.boolean(),
  ShowOnMobile: z.boolean(),
  PropertyType: z.string(),
  OverrideProperty: z.string().nullable(),
  FormatType: z.string().nullable(),
  FormatValue: z.string().nullable(),
  OrderBy: z.number().int(),
});
export type LayoutColumn = z.infer<typeof layoutColumn>;

/** Height, width and depth in inches, weight in pounds (LENGTH_UNIT, WEIGHT_UNIT). */
export const modelDimensions = z
  .object({
    Height: z.number().optional().describe('inches'),
    Width: z.number().optional().describe('inches'),
    Depth: z.number().optional().describe('inches'),
    Weight: z.number().optional().describe('pounds'),
  })
  .describe('Height, width and depth in inches; weight in pounds');

/** A model as a section table row carries it. Field names are the spec's. */
export const tableModel = z.object({
  PcnCatalogNumber: z.string(),
  FingoodTpiMfgMod: z.string(),
  SapModelDescription: z.string().nullable(),
  Descriptions: z.string().nullable(),
  TotalList: z.number().nullable(),
  Ecommerce: z.boolean(),
  International: z.boolean(),
  ModelDimensions: modelDimensions.nullable(),
  Notes: z.string().nullable(),
  Series: z.string().nullable(),
  ProductHierarchy: z.string().nullable(),
  Details: z.string().nullable(),
  CustomBuild: z.boolean(),
  ReplacementPart: z.boolean(),
  Accessory: z.boolean(),
  FactoryInstalled: z.boolean(),
  FieldInstalled: z.boolean(),
  Quantity: z.number().int().nullable(),
  MaterialGroupNumber: z.string().nullable(),
  DivisionModelNumbers: z.string().nullable(),
  ShippingStrategyId: z.number().int().nullable(),
  IsPreview: z.boolean(),
  Image: z.string().nullable(),
  /** Total quantity available across locations; null unless inventory is shown. */
  Available: z.number().int().nullable(),
});
export type TableModel = z.infer<typeof tableModel>;

export const sectionTable = z.object({
  SectionTableId: z.number().int(),
  DisplayName: z.string().nullable(),
  OrderBy: z.number().int(),
  Cols: z.number().int(),
  HasCart: z.boolean(),
  DetailsPanel: z.boolean(),
  HideTableFilters: z.boolean(),
  HideBlankColumns: z.boolean(),
  Columns: z.array(layoutColumn),
  Models: z.array(tableModel),
});
export type SectionTable = z.infer<typeof sectionTable>;

/** A numbered callout on a drawing, linked to a model of the product's parts tables. */
export const imageHotspot = z.object({
  CalloutNumber: z.number().int().positive(),
  Label: z.string().nullable(),
  /** Centre of the callout as fractions (0-1) of the image's width and height. */
  X: z.number().min(0).max(1),
  Y: z.number().min(0).max(1),
  PcnCatalogNumber: z.string(),
});
export type ImageHotspot = z.infer<typeof imageHotspot>;

export const sectionItemType = z.enum([
  'List',
  'Image',
  'RichText',
  'Document',
  'ModelTable',
  'SpinSirv',
]);
export type SectionItemType = z.infer<typeof sectionItemType>;

export const sectionItem = z.object({
  SectionItemId: z.number().int(),
  SectionItemType: sectionItemType,
  DisplayName: z.string().nullable(),
  OrderBy: z.number().int(),
  Cols: z.number().int(),
  Caption: z.string().nullable(),
  /** List: the lines to show. */
  ListItems: z.array(z.string()).nullable(),
  /** RichText: sanitised HTML. */
  RichText: z.string().nullable(),
  /** SpinSirv: the 360 spin set. */
  Url: z.string().nullable(),
  /** Image */
  SectionImageId: z.number().int().nullable(),
  ImagePath: z.string().nullable(),
  Width: z.number().int().nullable(),
  Height: z.number().int().nullable(),
  OriginalWidth: z.number().int().nullable(),
  OriginalHeight: z.number().int().nullable(),
  ExplodedView: z.boolean(),
  AltText: z.string().nullable(),
  IsThumbnail: z.boolean(),
  /** Image: its callouts, by number; empty for other items. */
  Hotspots: z.array(imageHotspot),
  /** Document */
  DocumentId: z.number().int().nullable(),
  DocumentPath: z.string().nullable(),
  DocumentName: z.string().nullable(),
  /** ModelTable */
  SectionTableId: z.number().int().nullable(),
  Table: sectionTable.nullable(),
});
export type SectionItem = z.infer<typeof sectionItem>;

export const sectionTab = z.object({
  SectionTabId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  MobileDisplayName: z.string().nullable(),
  OrderBy: z.number().int(),
  active: z.boolean(),
  Items: z.array(sectionItem),
});
export type SectionTab = z.infer<typeof sectionTab>;

export const section = z.object({
  SectionId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  MobileDisplayName: z.string().nullable(),
  active: z.boolean(),
  Tabs: z.array(sectionTab),
});
export type Section = z.infer<typeof section>;
export const productSections = z.array(section);
