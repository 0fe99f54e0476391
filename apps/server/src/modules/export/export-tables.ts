import { DEFAULT_SECTION_TABLE, type LayoutColumn, type ModelViewerPlace } from '@portal/domain';
import { and, count, eq, param, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { model, productModel, sectionTableModel } from '../../db/schema/index.ts';
import { shownTo } from '../../lib/visibility.ts';
import { listedNowhere, readTablePlaces } from '../model-viewer/queries.ts';
import { listShownTableIds, type ShownScope } from '../model-viewer/shown-tables.ts';
import { readTables } from '../product/section-queries.ts';
import { toColumn } from '../product/section-mapping.ts';
import { DEFAULT_COLUMNS } from '../model-viewer/viewer-tables.ts';
import type { RowPlace } from './export-columns.ts';
import type { ExportSelection } from './export-selection.ts';

/** A shown table that holds rows of the export, in page order. */
export interface ExportTable {
  sectionTableId: number;
  displayName: string | null;
  rows: number;
  layout: LayoutColumn[];
  place: ModelViewerPlace | null;
}

/** The tables an export reads, and how many models no table lists (model levels only). */
export interface ExportSource {
  tables: ExportTable[];
  unlistedRows: number;
  /** The layout of the table unlisted models are written under. */
  unlistedLayout: LayoutColumn[];
  totalRows: number;
}

/**
 * Rows of each of the given tables, in one grouped read. Tables chosen whole are counted from
 * their listings alone (an index-only read; a hidden model makes the count one too high, which
 * a progress bar survives and the finished job corrects); tables narrowed by model are counted
 * exactly.
 */
async function rowsPerTable(
  db: Database,
  scope: ShownScope,
  selection: ExportSelection,
  tableIds: number[],
) {
  if (tableIds.length === 0) return new Map<number, number>();
  const inTables = sql`${sectionTableModel.sectionTableId} = any(${param(tableIds)}::int[])`;
  const counted = { sectionTableId: sectionTableModel.sectionTableId, rows: count() };
  const rows = selection.models
    ? await db
        .select(counted)
        .from(sectionTableModel)
        .innerJoin(productModel, eq(productModel.productModelId, sectionTableModel.productModelId))
        .innerJoin(model, eq(model.pcnCatalogNumber, productModel.pcnCatalogNumber))
        .where(and(inTables, shownTo(model, scope.preview), selection.models))
        .groupBy(sectionTableModel.sectionTableId)
    : await db
        .select(counted)
        .from(sectionTableModel)
        .where(inTables)
        .groupBy(sectionTableModel.sectionTableId);
  return new Map(rows.map((r) => [r.sectionTableId, r.rows]));
}

/** Shown models of the selection that no shown table lists. */
async function countUnlisted(db: Database, scope: ShownScope, selection: ExportSelection) {
  if (!selection.models) return 0;
  const [row] = await db
    .select({ rows: count() })
    .from(model)
    .where(and(selection.models, shownTo(model, scope.preview), listedNowhere(db, scope)));
  return row?.rows ?? 0;
}

/** What an export will read: its tables with their rows, layouts and places, in page order. */
export async function readExportSource(
  db: Database,
  scope: ShownScope,
  selection: ExportSelection,
): Promise<ExportSource> {
  const [order, unlistedRows] = await Promise.all([
    listShownTableIds(db, scope, selection.tables),
    countUnlisted(db, scope, selection),
  ]);
  const counts = await rowsPerTable(db, scope, selection, order);
  const ids = order.filter((id) => (counts.get(id) ?? 0) > 0);
  const [read, places] = await Promise.all([readTables(db, ids), readTablePlaces(db, ids)]);
  const layoutOf = new Map<number, LayoutColumn[]>();
  for (const c of read.columns) {
    const list = layoutOf.get(c.sectionTableId) ?? [];
    list.push(toColumn(c));
    layoutOf.set(c.sectionTableId, list);
  }
  const named = new Map(read.tables.map((t) => [t.sectionTableId, t.displayName]));
  const tables = ids.map((id) => ({
    sectionTableId: id,
    displayName: named.get(id) ?? null,
    rows: counts.get(id) ?? 0,
    layout: layoutOf.get(id) ?? [],
    place: places.get(id) ?? null,
  }));
  const listed = tables.reduce((sum, t) => sum + t.rows, 0);
  return {
    tables,
    unlistedRows,
    unlistedLayout: unlistedRows > 0 ? DEFAULT_COLUMNS : [],
    totalRows: listed + unlistedRows,
  };
}

/** The place of each table's rows, by table id; rows no table lists are in none. */
export function placeFinder(source: ExportSource): (sectionTableId: number) => RowPlace {
  const places = new Map(
    source.tables.map((t): [number, RowPlace] => [
      t.sectionTableId,
      {
        category: t.place?.CategoryDisplayName ?? null,
        product: t.place?.ProductDisplayName ?? null,
        sectionTable: t.displayName ?? DEFAULT_SECTION_TABLE,
      },
    ]),
  );
  const unplaced: RowPlace = { category: null, product: null, sectionTable: DEFAULT_SECTION_TABLE };
  return (id) => places.get(id) ?? unplaced;
}
