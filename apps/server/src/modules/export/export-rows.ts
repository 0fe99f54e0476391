import { DEFAULT_SECTION_TABLE } from '@portal/domain';
import { and, asc, eq, gt, param, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { image, model, productModel, sectionTableModel } from '../../db/schema/index.ts';
import { shownTo } from '../../lib/visibility.ts';
import { materialNumbersOf } from '../customer/pricing-queries.ts';
import { readUnlistedRows } from '../model-viewer/queries.ts';
import type { ShownScope } from '../model-viewer/shown-tables.ts';
import { toTableModel } from '../product/section-mapping.ts';
import { tableModelColumns } from '../product/table-model-columns.ts';
import type { ExportRow } from './export-columns.ts';
import type { ExportSelection } from './export-selection.ts';
import type { ExportSource, ExportTable } from './export-tables.ts';

/** Rows one read brings: a batch is written while the next one is read. */
export const EXPORT_BATCH_ROWS = 5_000;

export interface ExportRowRead {
  scope: ShownScope;
  withInventory: boolean;
  customerNumber: string | null;
}

/** Tables read together, up to a batch of rows a read; a larger table is read in pages. */
export function tableBatches(tables: readonly ExportTable[], size = EXPORT_BATCH_ROWS) {
  const batches: ExportTable[][] = [];
  let current: ExportTable[] = [];
  let rows = 0;
  for (const table of tables) {
    if (current.length > 0 && rows + table.rows > size) {
      batches.push(current);
      current = [];
      rows = 0;
    }
    current.push(table);
    rows += table.rows;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

interface After {
  orderBy: number;
  pcn: string;
}

/** Rows of the given tables in page order, after a row of the last of them when paging. */
async function readListed(
  db: Database,
  read: ExportRowRead,
  tableIds: number[],
  models: SQL | undefined,
  after: After | null,
) {
  const ids = param(tableIds);
  const material = read.customerNumber
    ? sql<string | null>`(select cm.material_number from customer_material cm
        where cm.customer_number = ${read.customerNumber}
          and cm.pcn_catalog_number = ${model.pcnCatalogNumber}
          and btrim(cm.material_number) <> '')`
    : sql<null>`null`;
  return db
    .select({
      sectionTableId: sectionTableModel.sectionTableId,
      orderBy: sectionTableModel.orderBy,
      material,
      ...tableModelColumns(read.withInventory),
    })
    .from(sectionTableModel)
    .innerJoin(productModel, eq(productModel.productModelId, sectionTableModel.productModelId))
    .innerJoin(model, eq(model.pcnCatalogNumber, productModel.pcnCatalogNumber))
    .leftJoin(image, and(eq(image.imageId, model.imageId), eq(image.isDeleted, false)))
    .where(
      and(
        sql`${sectionTableModel.sectionTableId} = any(${ids}::int[])`,
        shownTo(model, read.scope.preview),
        models,
        after
          ? sql`(${sectionTableModel.orderBy}, ${model.pcnCatalogNumber}) > (${after.orderBy}, ${after.pcn})`
          : undefined,
      ),
    )
    .orderBy(
      sql`array_position(${ids}::int[], ${sectionTableModel.sectionTableId})`,
      asc(sectionTableModel.orderBy),
      asc(model.pcnCatalogNumber),
    )
    .limit(EXPORT_BATCH_ROWS);
}

const placed = (table: ExportTable | undefined) => ({
  PlaceCategory: table?.place?.CategoryDisplayName ?? null,
  PlaceProduct: table?.place?.ProductDisplayName ?? null,
  PlaceSectionTable: table ? (table.displayName ?? DEFAULT_SECTION_TABLE) : DEFAULT_SECTION_TABLE,
});

/** Every read an export makes, one after another; each answers a batch of rows. */
function* reads(
  db: Database,
  read: ExportRowRead,
  source: ExportSource,
  selection: ExportSelection,
): Generator<() => Promise<ExportRow[]>> {
  const byId = new Map(source.tables.map((t) => [t.sectionTableId, t]));
  // Each read pages on from the last row of the one before; a short page is the last.
  const state = { after: null as After | null, last: '', more: true };
  for (const batch of tableBatches(source.tables)) {
    const ids = batch.map((t) => t.sectionTableId);
    state.after = null;
    state.more = true;
    while (state.more)
      yield async () => {
        const rows = await readListed(db, read, ids, selection.models, state.after);
        const last = rows.at(-1);
        if (last) state.after = { orderBy: last.orderBy, pcn: last.model.pcnCatalogNumber };
        state.more = rows.length === EXPORT_BATCH_ROWS;
        return rows.map((r) => ({
          ...toTableModel(r),
          ...placed(byId.get(r.sectionTableId)),
          CustomerMaterialNumber: r.material,
        }));
      };
  }
  if (source.unlistedRows === 0 || !selection.models) return;
  state.more = true;
  while (state.more)
    yield async () => {
      const models = and(selection.models, gt(model.pcnCatalogNumber, state.last))!;
      const limit = EXPORT_BATCH_ROWS;
      const rows = await readUnlistedRows(db, { ...read, limit }, models);
      state.last = rows.at(-1)?.model.pcnCatalogNumber ?? state.last;
      state.more = rows.length === limit;
      const pcns = rows.map((r) => r.model.pcnCatalogNumber);
      const materials = read.customerNumber
        ? await materialNumbersOf(db, read.customerNumber, pcns)
        : [];
      const materialOf = new Map(materials.map((m) => [m.PcnCatalogNumber, m.MaterialNumber]));
      return rows.map((r) => ({
        ...toTableModel(r),
        ...placed(undefined),
        CustomerMaterialNumber: materialOf.get(r.model.pcnCatalogNumber) ?? null,
      }));
    };
}

/**
 * The export's rows in batches, in page order (tables by product and OrderBy, rows by their
 * place in the table), then models no table lists by catalogue number. The next batch is read
 * while the caller writes the last one.
 */
export async function* exportRows(
  db: Database,
  read: ExportRowRead,
  source: ExportSource,
  selection: ExportSelection,
): AsyncGenerator<ExportRow[]> {
  const pending = reads(db, read, source, selection);
  let next = pending.next();
  let current = next.done ? null : next.value();
  while (current) {
    const rows = await current;
    next = pending.next();
    current = next.done ? null : next.value();
    if (rows.length > 0) yield rows;
  }
}
