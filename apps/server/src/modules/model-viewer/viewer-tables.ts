import {
  DEFAULT_SECTION_TABLE,
  type LayoutColumn,
  type SectionTable,
  type TableModel,
} from '@portal/domain';
import type { readTables } from '../product/section-queries.ts';
import { toColumn, toTable, toTableModel } from '../product/section-mapping.ts';
import type { readListedRows } from './queries.ts';

type ViewerRow = Awaited<ReturnType<typeof readListedRows>>[number];
type TableRead = Awaited<ReturnType<typeof readTables>>;

/** Id of a table the viewer makes up (default and not-found tables); real ids start at 1. */
export const MADE_UP_TABLE_ID = 0;

const column = (
  id: number,
  propertyName: string,
  displayName: string,
  propertyType = 'String',
): LayoutColumn => ({
  SectionTableLayoutColumnId: id,
  EntityName: 'Model',
  EntityPropertyName: null,
  ParentPropertyName: null,
  PropertyName: propertyName,
  Name: propertyName,
  DisplayName: displayName,
  DisplayDescription: null,
  SortBy: true,
  FilterBy: true,
  KeywordSearchBy: true,
  ShowOnMobile: propertyName === 'Descriptions',
  PropertyType: propertyType,
  OverrideProperty: null,
  FormatType: null,
  FormatValue: null,
  OrderBy: -id,
});

/** Columns of a table the viewer makes up; negative ids never clash with layout columns. */
export const DEFAULT_COLUMNS: LayoutColumn[] = [
  column(-1, 'PcnCatalogNumber', 'Catalog #'),
  column(-2, 'FingoodTpiMfgMod', 'Model #'),
  column(-3, 'Descriptions', 'Description'),
  column(-4, 'TotalList', 'List Price', 'Decimal'),
];

/** A table the viewer makes up for models no table lists (or for an unknown model). */
export const madeUpTable = (title: string, models: TableModel[]): SectionTable => ({
  SectionTableId: MADE_UP_TABLE_ID,
  DisplayName: title,
  OrderBy: 0,
  Cols: 12,
  HasCart: true,
  DetailsPanel: true,
  HideTableFilters: false,
  HideBlankColumns: false,
  Columns: DEFAULT_COLUMNS,
  Models: models,
});

/**
 * Section tables in the given order, each with its layout columns and its rows; unnamed tables
 * are titled 'Default Section Table'. Rows of table id 0 go to one made-up default table.
 */
export function toViewerTables(
  order: number[],
  read: TableRead,
  rows: ViewerRow[],
): SectionTable[] {
  const byId = new Map<number, SectionTable>();
  for (const t of read.tables) {
    const columns = read.columns.filter((c) => c.sectionTableId === t.sectionTableId);
    const table = toTable(t, columns.map(toColumn), []);
    byId.set(t.sectionTableId, {
      ...table,
      DisplayName: table.DisplayName ?? DEFAULT_SECTION_TABLE,
    });
  }
  const unlisted: TableModel[] = [];
  for (const row of rows) {
    const target =
      row.sectionTableId === MADE_UP_TABLE_ID ? unlisted : byId.get(row.sectionTableId)?.Models;
    target?.push(toTableModel(row));
  }
  const tables = order.flatMap((id) => byId.get(id) ?? []);
  return unlisted.length > 0 ? [...tables, madeUpTable(DEFAULT_SECTION_TABLE, unlisted)] : tables;
}

/** Table ids in the order their rows first appear. */
export const tableOrderOf = (rows: ViewerRow[]): number[] => [
  ...new Set(rows.map((r) => r.sectionTableId).filter((id) => id !== MADE_UP_TABLE_ID)),
];
