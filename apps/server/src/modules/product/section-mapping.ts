import type {
  ImageHotspot,
  LayoutColumn,
  Section,
  SectionItem,
  SectionTable,
  TableModel,
} from '@portal/domain';
import type { sectionTableLayoutColumn } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { Product } from '@portal/domain';
import type {
  readItems,
  readSectionsAndTabs,
  readTableModels,
  readTables,
} from './section-queries.ts';

type ItemRow = Awaited<ReturnType<typeof readItems>>[number];
type ModelRow = Awaited<ReturnType<typeof readTableModels>>[number];
type TableRow = Awaited<ReturnType<typeof readTables>>['tables'][number];
type ColumnRow = typeof sectionTableLayoutColumn.$inferSelect;

export const toColumn = (c: ColumnRow): LayoutColumn => ({
  SectionTableLayoutColumnId: c.sectionTableLayoutColumnId,
  EntityName: c.entityName,
  EntityPropertyName: c.entityPropertyName,
  ParentPropertyName: c.parentPropertyName,
  PropertyName: c.propertyName,
  Name: c.name,
  DisplayName: c.displayName,
  DisplayDescription: c.displayDescription,
  SortBy: c.sortBy,
  FilterBy: c.filterBy,
  KeywordSearchBy: c.keywordSearchBy,
  ShowOnMobile: c.showOnMobile,
  PropertyType: c.propertyType,
  OverrideProperty: c.overrideProperty,
  FormatType: c.formatType,
  FormatValue: c.formatValue,
  OrderBy: c.orderBy,
});

export const toTableModel = (r: ModelRow): TableModel => ({
  PcnCatalogNumber: r.model.pcnCatalogNumber,
  FingoodTpiMfgMod: r.model.fingoodTpiMfgMod,
  SapModelDescription: r.model.sapModelDescription,
  Descriptions: r.model.descriptions,
  TotalList: r.model.totalList,
  Ecommerce: r.model.ecommerce,
  International: r.model.international,
  ModelDimensions: r.model.modelDimensions,
  Notes: r.model.notes,
  Series: r.model.series,
  ProductHierarchy: r.model.productHierarchy,
  Details: r.model.details,
  CustomBuild: r.model.customBuild,
  ReplacementPart: r.model.replacementPart,
  Accessory: r.model.accessory,
  FactoryInstalled: r.model.factoryInstalled,
  FieldInstalled: r.model.fieldInstalled,
  Quantity: r.model.quantity,
  MaterialGroupNumber: r.model.materialGroupNumber,
  DivisionModelNumbers: r.divisionModelNumbers,
  ShippingStrategyId: r.model.shippingStrategyId,
  IsPreview: r.model.isPreview,
  Image: r.imagePath,
  Available: r.available,
});

export const toTable = (
  t: TableRow,
  columns: LayoutColumn[],
  models: TableModel[],
): SectionTable => ({
  SectionTableId: t.sectionTableId,
  DisplayName: t.displayName,
  OrderBy: t.orderBy,
  Cols: t.cols,
  HasCart: t.hasCart,
  DetailsPanel: t.detailsPanel,
  HideTableFilters: t.hideTableFilters,
  HideBlankColumns: t.hideBlankColumns,
  Columns: columns,
  Models: models,
});

/** List items naming a product property list that property's lines. */
function listLines(row: ItemRow, product: Product): string[] | null {
  switch (row.item.propertyName) {
    case 'Features':
      return product.Features;
    case 'Specifications':
      return product.Specifications.map((s) => `${s.Name}: ${s.Value}`);
    case 'Notes':
      return product.Notes;
    default:
      return row.item.listItems;
  }
}

export function toItem(
  row: ItemRow,
  product: Product,
  table: SectionTable | null,
  hotspots: ImageHotspot[] = [],
): SectionItem {
  const { item, image, document } = row;
  return {
    SectionItemId: item.sectionItemId,
    SectionItemType: item.sectionItemType,
    DisplayName: item.displayName,
    OrderBy: item.orderBy,
    Cols: item.cols,
    Caption: item.caption ?? image?.caption ?? document?.caption ?? null,
    ListItems: item.sectionItemType === 'List' ? listLines(row, product) : null,
    // Sanitised when written too; read again here in case a row was written some other way.
    RichText: item.richText === null ? null : sanitizeRichText(item.richText),
    Url: item.url,
    SectionImageId: image?.imageId ?? null,
    ImagePath: image?.imagePath ?? null,
    Width: item.width ?? image?.width ?? null,
    Height: item.height ?? image?.height ?? null,
    OriginalWidth: image?.width ?? null,
    OriginalHeight: image?.height ?? null,
    ExplodedView: image?.explodedView ?? false,
    AltText: image?.altText ?? null,
    IsThumbnail: image?.isThumbnail ?? false,
    Hotspots: hotspots,
    DocumentId: document?.documentId ?? null,
    DocumentPath: document?.documentPath ?? null,
    DocumentName: document?.documentName ?? null,
    SectionTableId: item.sectionTableId,
    Table: table,
  };
}

type SectionTabRow = Awaited<ReturnType<typeof readSectionsAndTabs>>[number];

/** Sections with their tabs, in order; items are filled in by the caller. */
export function toSections(rows: SectionTabRow[]): Section[] {
  const sections = new Map<number, Section>();
  for (const { section, tab } of rows) {
    let s = sections.get(section.sectionId);
    if (!s) {
      s = {
        SectionId: section.sectionId,
        Name: section.name,
        DisplayName: section.displayName,
        MobileDisplayName: section.mobileDisplayName,
        active: section.active,
        Tabs: [],
      };
      sections.set(section.sectionId, s);
    }
    if (tab) {
      s.Tabs.push({
        SectionTabId: tab.sectionTabId,
        Name: tab.name,
        DisplayName: tab.displayName,
        MobileDisplayName: tab.mobileDisplayName,
        OrderBy: tab.orderBy,
        active: tab.active,
        Items: [],
      });
    }
  }
  return [...sections.values()];
}
