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

export const contentTables: Record<ContentKind, ContentTable> = {
  section: {
    table: s,
    id: s.sectionId,
    parent: s.productId,
    parentKey: 'productId',
    orderBy: s.orderBy,
    columns: {
      Name: s.name,
      DisplayName: s.displayName,
      MobileDisplayName: s.mobileDisplayName,
      Active: s.active,
      OrderBy: s.orderBy,
    },
    productId: sql<number>`${s.productId}`,
    title: named,
  },
  tab: {
    table: tab,
    id: tab.sectionTabId,
    parent: tab.sectionId,
    parentKey: 'sectionId',
    orderBy: tab.orderBy,
    columns: {
      Name: tab.name,
      DisplayName: tab.displayName,
      MobileDisplayName: tab.mobileDisplayName,
      Active: tab.active,
      OrderBy: tab.orderBy,
    },
    productId: sql<number>`(select s.product_id from section s where s.section_id = section_tab.section_id)`,
    title: named,
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
    table: st,
    id: st.sectionTableId,
    parent: st.productId,
    parentKey: 'productId',
    orderBy: st.orderBy,
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
    productId: sql<number>`${st.productId}`,
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
  feature: {
    table: t.productFeature,
    id: t.productFeature.productFeatureId,
    parent: t.productFeature.productId,
    parentKey: 'productId',
    orderBy: t.productFeature.orderBy,
    columns: { Text: t.productFeature.text, OrderBy: t.productFeature.orderBy },
    productId: sql<number>`${t.productFeature.productId}`,
    title: (v) => short(String(v.Text ?? '')),
  },
  specification: {
    table: t.productSpecification,
    id: t.productSpecification.productSpecificationId,
    parent: t.productSpecification.productId,
    parentKey: 'productId',
    orderBy: t.productSpecification.orderBy,
    columns: {
      Name: t.productSpecification.name,
      Value: t.productSpecification.value,
      OrderBy: t.productSpecification.orderBy,
    },
    productId: sql<number>`${t.productSpecification.productId}`,
    title: (v) => short(`${String(v.Name)}: ${String(v.Value)}`),
  },
  note: {
    table: t.productNote,
    id: t.productNote.productNoteId,
    parent: t.productNote.productId,
    parentKey: 'productId',
    orderBy: t.productNote.orderBy,
    columns: { Text: t.productNote.text, OrderBy: t.productNote.orderBy },
    productId: sql<number>`${t.productNote.productId}`,
    title: (v) => short(String(v.Text ?? '')),
  },
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
