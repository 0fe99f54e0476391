import type { Writable } from 'node:stream';
import type { TableModel } from '@portal/domain';
import { XlsxWriter } from '../../lib/xlsx/xlsx-writer.ts';
import { sheetCell, type SheetColumn } from './sheet-columns.ts';

export { CURRENCY_FORMAT } from '../../lib/xlsx/xlsx-parts.ts';
export { XLSX_CONTENT_TYPE } from '../../lib/xlsx/xlsx-writer.ts';

export interface SheetContent {
  sheetName: string;
  columns: SheetColumn[];
  models: TableModel[];
}

/** The columns as the workbook writer takes them: prices in the currency format. */
export const xlsxColumns = (columns: readonly SheetColumn[]) =>
  columns.map((c) => ({ header: c.header, currency: c.kind === 'price' }));

/** Writes one worksheet of a section table's models into `stream`, row by row. */
export async function writeSheet(stream: Writable, content: SheetContent): Promise<void> {
  const writer = new XlsxWriter(stream);
  await writer.addSheet(content.sheetName, xlsxColumns(content.columns));
  await writer.addRows(content.models.map((m) => content.columns.map((c) => sheetCell(m, c))));
  await writer.finish();
  stream.end();
}
