import type { ContentKind } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema/index.ts';

/**
 * Where each kind of a product's content lives: its table, id, parent column, the column of
 * each wire field, the product it belongs to (as SQL over the row) and what hangs under it.
 */
export interface ContentTable {
  table: PgTable;
  id: PgColumn;
  parent: PgColumn;
  parentKey: string;
  orderBy: PgColumn;
  /** Wire field (the spec's name) → the Drizzle column. */
  columns: Record<string, PgColumn>;
  /** The id of the product the row belongs to (written out: Drizzle leaves a lone table's columns unqualified). */
  productId: SQL<number>;
  /** The row's title in the change log, from its wire values. */
  title: (values: Record<string, unknown>, id: number) => string;
}

const s = t.section;
const tab = t.sectionTab;
const item = t.sectionItem;
const st = t.sectionTable;
const col = t.sectionTableLayoutColumn;

const short = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);
const named = (v: Record<string, unknown>) => String(v.DisplayName || v.Name || '');

/** The parts of a kind that hangs straight under the product. */
const underProduct = (table: PgTable & { productId: PgColumn; orderBy: PgColumn }) => ({
  table,
  parent: table.productId,
  parentKey: 'productId',
  orderBy: table.orderBy,
  productId: sql<number>`${table.productId}`,
});

/** A section and a tab are both named, titled groups of the product page: the same fields. */
const namedGroup = (group: typeof s | typeof tab) => ({
  orderBy: group.orderBy,
  columns: {
    Name: group.name,
    DisplayName: group.displayName,
    MobileDisplayName: group.mobileDisplayName,
    Active: group.active,
    OrderBy: group.orderBy,
  },
  title: named,
});

/** A feature and a note are both a line of text on the product, in order. */
const productText = (
  table: typeof t.productFeature | typeof t.productNote,
  id: PgColumn,
): ContentTable => ({
  ...underProduct(table),
  id,
  columns: { Text: table.text, OrderBy: table.orderBy },
  title: (v) => short(String(v.Text ?? '')),
});

export const contentTables: Record<ContentKind, ContentTable> = {
  section: { ...underProduct(s), ...namedGroup(s), id: s.sectionId },
  tab: {
    ...namedGroup(tab),
    table: tab,
    id: tab.sectionTabId,
    parent: tab.sectionId,
    parentKey: 'sectionId',
    productId: sql<number>`(select s.product_id from section s where s.section_id = section_tab.section_id)`,
  },
  item: {
    table: item,
    id: item.sectionItemId,
    parent: item.sectionTabId,
    parentKey: 'sectionTabId',
    orderBy: item.orderBy,
    columns: {
      SectionItemType: item.sectionItemType,
      Cols: item.cols,
      DisplayName: item.displayName,
      Caption: item.caption,
      Visible: item.visible,
      OrderBy: item.orderBy,
      RichText: item.richText,
      Url: item.url,
      ImageId: item.imageId,
      Width: item.width,
      Height: item.height,
      DocumentId: item.documentId,
      SectionTableId: item.sectionTableId,
      PropertyName: item.propertyName,
      ListItems: item.listItems,
    },
    productId: sql<number>`(select s.product_id from section s join section_tab st on st.section_id = s.section_id where st.section_tab_id = section_item.section_tab_id)`,
    title: (v, id) => String(v.DisplayName || `${String(v.SectionItemType)} item ${id}`),
  },
  table: {
    ...underProduct(st),
    id: st.sectionTableId,
    columns: {
      DisplayName: st.displayName,
      OrderBy: st.orderBy,
      Visible: st.visible,
      HasCart: st.hasCart,
      DetailsPanel: st.detailsPanel,
      HideTableFilters: st.hideTableFilters,
      HideBlankColumns: st.hideBlankColumns,
      Cols: st.cols,
    },
    title: (v, id) => String(v.DisplayName || `Section table ${id}`),
  },
  column: {
    table: col,
    id: col.sectionTableLayoutColumnId,
    parent: col.sectionTableId,
    parentKey: 'sectionTableId',
    orderBy: col.orderBy,
    columns: {
      PropertyName: col.propertyName,
      DisplayName: col.displayName,
      DisplayDescription: col.displayDescription,
      FormatType: col.formatType,
      FormatValue: col.formatValue,
      OrderBy: col.orderBy,
      SortBy: col.sortBy,
      FilterBy: col.filterBy,
      KeywordSearchBy: col.keywordSearchBy,
      ShowOnMobile: col.showOnMobile,
    },
    productId: sql<number>`(select t.product_id from section_table t where t.section_table_id = section_table_layout_column.section_table_id)`,
    title: named,
  },
  feature: productText(t.productFeature, t.productFeature.productFeatureId),
  specification: {
    ...underProduct(t.productSpecification),
    id: t.productSpecification.productSpecificationId,
    columns: {
      Name: t.productSpecification.name,
      Value: t.productSpecification.value,
      OrderBy: t.productSpecification.orderBy,
    },
    title: (v) => short(`${String(v.Name)}: ${String(v.Value)}`),
  },
  note: productText(t.productNote, t.productNote.productNoteId),
};

/** The Drizzle key of a column of the table (what insert and update take). */
export function keyOf(ct: ContentTable, column: PgColumn): string {
  const columns = ct.table as unknown as Record<string, unknown>;
  const key = Object.keys(columns).find((k) => columns[k] === column);
  if (!key) throw new Error(`column ${column.name} is not in its table`);
  return key;
}

/** The kinds whose rows hang under each kind (a delete is refused while any exist). */
export const contentChildrenOf: Partial<Record<ContentKind, ContentKind[]>> = {
  section: ['tab'],
  tab: ['item'],
  table: ['column'],
};

/** Columns a new layout column sets from its PropertyName, so the product page reads it. */
export function layoutColumnDerived(propertyName: string): Record<string, string | null> {
  const type: Record<string, string> = {
    TotalList: 'Currency',
    Quantity: 'Int32',
    Available: 'Int32',
    ShippingStrategyId: 'Int32',
    DivisionModelNumbers: 'DivisionModelNumber',
  };
  const booleans = ['Ecommerce', 'International', 'CustomBuild', 'ReplacementPart', 'Accessory'];
  const more = ['FactoryInstalled', 'FieldInstalled', 'IsPreview'];
  return {
    entityName: 'Model',
    entityPropertyName: propertyName,
    parentPropertyName: null,
    name: propertyName,
    propertyType:
      type[propertyName] ?? ([...booleans, ...more].includes(propertyName) ? 'Boolean' : 'String'),
  };
}
