import type { Writable } from 'node:stream';
import { neutraliseCellText, type TableModel } from '@portal/domain';
import ExcelJS from 'exceljs';
import { sheetCell, type SheetCell, type SheetColumn } from './sheet-columns.ts';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CURRENCY_FORMAT = '$#,##0.00';

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

export interface SheetContent {
  sheetName: string;
  columns: SheetColumn[];
  models: TableModel[];
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const shownText = (cell: SheetCell, column: SheetColumn) => {
  if (cell === null) return '';
  return column.kind === 'price' && typeof cell === 'number' ? money.format(cell) : String(cell);
};

/** Each column as wide as its longest text, within sensible bounds. */
function widths(content: SheetContent, rows: SheetCell[][]): number[] {
  return content.columns.map((column, i) => {
    let longest = column.header.length;
    for (const row of rows) longest = Math.max(longest, shownText(row[i] ?? null, column).length);
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
}

/** Sheet names are at most 31 characters and may not hold : \ / ? * [ ]. */
export const safeSheetName = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';

/** Text that a spreadsheet program would run as a formula is written as text (decision 143). */
const written = (cell: SheetCell): SheetCell =>
  typeof cell === 'string' ? neutraliseCellText(cell) : cell;

/**
 * Writes one worksheet into `stream` with exceljs's streaming writer: a bold, frozen header
 * row, then each model's row committed as it is written, so no whole file is held.
 */
export async function writeSheet(stream: Writable, content: SheetContent): Promise<void> {
  const rows = content.models.map((m) => content.columns.map((c) => written(sheetCell(m, c))));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(safeSheetName(content.sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const columnWidths = widths(content, rows);
  sheet.columns = content.columns.map((c, i) => ({
    header: neutraliseCellText(c.header),
    width: columnWidths[i],
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const values of rows) {
    const row = sheet.addRow(values);
    content.columns.forEach((column, i) => {
      if (column.kind === 'price') row.getCell(i + 1).numFmt = CURRENCY_FORMAT;
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}
