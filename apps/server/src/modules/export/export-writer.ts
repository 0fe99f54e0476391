import type { Writable } from 'node:stream';
import { EXPORT_LEVEL_LABEL, type ExportLevel } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { StoredExportRequest } from '../../db/schema/index.ts';
import { XlsxWriter } from '../../lib/xlsx/xlsx-writer.ts';
import { hasMaterialNumbers } from '../customer/pricing-queries.ts';
import { readCustomerMultipliers } from '../pricing/multipliers.ts';
import { exportColumns } from './export-columns.ts';
import { exportRows } from './export-rows.ts';
import { exportSelection, type ExportSelection } from './export-selection.ts';
import { placeFinder, readExportSource, type ExportSource } from './export-tables.ts';
import { sheetCell, type SheetColumn } from './sheet-columns.ts';
import { xlsxColumns } from './workbook.ts';

/** An export ready to write: what it reads, its columns and its file's name. */
export interface ExportPlan {
  request: StoredExportRequest;
  level: ExportLevel;
  title: string;
  fileName: string;
  selection: ExportSelection;
  source: ExportSource;
  columns: SheetColumn[];
}

/**
 * The file's name: the level and what was exported ('Product HDU Parts Master'), and the
 * customer it is priced for, without the characters file systems refuse.
 */
export function exportFileName(level: ExportLevel, title: string, customer: string | null) {
  const named =
    level === 'all' || level === 'customermaterial'
      ? title
      : `${EXPORT_LEVEL_LABEL[level]} ${title}`;
  const stem = customer ? `${named} - ${customer}` : named;
  const safe = stem
    // eslint-disable-next-line no-control-regex -- file names may not hold them
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe.slice(0, 120) || 'Export'}.xlsx`;
}

/** Reads what an export holds (404 for a level that names nothing shown) and plans its columns. */
export async function planExport(db: Database, request: StoredExportRequest): Promise<ExportPlan> {
  const level = request.level as ExportLevel;
  const scope = { catalogId: request.catalogId, preview: request.preview };
  const customer = request.customerNumber;
  const selection = await exportSelection(db, scope, level, request.value, customer);
  const [source, multipliers, materials] = await Promise.all([
    readExportSource(db, scope, selection),
    customer && request.showPricing ? readCustomerMultipliers(db, customer) : null,
    customer ? hasMaterialNumbers(db, customer) : false,
  ]);
  const columns = exportColumns([...source.tables.map((t) => t.layout), source.unlistedLayout], {
    level,
    showPricing: request.showPricing,
    showInventory: request.showInventory,
    multipliers,
    customerMaterials: materials,
    placeOf: placeFinder(source),
  });
  return {
    request,
    level,
    title: selection.title,
    fileName: exportFileName(level, selection.title, customer),
    selection,
    source,
    columns,
  };
}

/**
 * Writes the planned export as an .xlsx into `out`, batch by batch. `progress` hears the rows
 * written after each batch and may stop the export by answering false (a cancelled job).
 */
export async function writeExport(
  db: Database,
  plan: ExportPlan,
  out: Writable,
  progress: (rowsWritten: number) => Promise<boolean> | boolean = () => true,
): Promise<number> {
  const { request, columns } = plan;
  const writer = new XlsxWriter(out);
  await writer.addSheet(EXPORT_LEVEL_LABEL[plan.level], xlsxColumns(columns));
  const read = {
    scope: { catalogId: request.catalogId, preview: request.preview },
    withInventory: request.showInventory,
    customerNumber: request.customerNumber,
    fields: fieldsRead(columns),
  };
  let written = 0;
  for await (const rows of exportRows(db, read, plan.source, plan.selection)) {
    await writer.addRows(rows.map((row) => columns.map((c) => sheetCell(row, c))));
    written += rows.length;
    if (!(await progress(written))) throw new ExportStopped();
  }
  await writer.finish();
  out.end();
  return written;
}

/** The row fields the columns read: a nested path falls back to its last part. */
const fieldsRead = (columns: readonly SheetColumn[]) =>
  new Set(
    columns.flatMap((c) => (c.compute ? [] : [c.path.split('.')[0]!, c.path.split('.').at(-1)!])),
  );

/** The export was stopped on purpose (its job cancelled); not a failure to log. */
export class ExportStopped extends Error {
  constructor() {
    super('The export was stopped');
  }
}
