import type { Writable } from 'node:stream';
import { neutraliseCellText } from '@portal/domain';
import {
  columnLetters,
  contentTypes,
  packageRelationships,
  sheetEnd,
  sheetStart,
  Style,
  styles,
  workbook,
  workbookRelationships,
  xmlText,
  type WrittenSheet,
} from './xlsx-parts.ts';
import { ZipWriter, type ZipEntry } from './zip-writer.ts';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell as stored: numbers stay numbers, the rest is text; null leaves the cell empty. */
export type XlsxCell = string | number | null;

export interface XlsxColumn {
  header: string;
  /** Prices are numbers in the currency format. */
  currency?: boolean;
}

/** Excel's limits: rows per sheet, characters per cell. */
export const MAX_SHEET_ROWS_EXCEL = 1_048_576;
const MAX_CELL_TEXT = 32_767;
/** Rows read before the columns' widths are fixed (they precede the rows in the file). */
const WIDTH_SAMPLE_ROWS = 500;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const FLUSH_CHARS = 1 << 18;

/** Sheet names are at most 31 characters and may not hold : \ / ? * [ ]. */
export const safeSheetName = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';

/** Space, tab, line feed, carriage return: what XML would drop at either end of a text. */
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/** A cell's XML at `ref` (readers want the reference); an empty cell is left out. */
function cellXml(ref: string, value: XlsxCell, currency: boolean): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return currency
      ? `<c r="${ref}" s="${Style.currency}"><v>${value}</v></c>`
      : `<c r="${ref}"><v>${value}</v></c>`;
  }
  // Text a spreadsheet program would run as a formula is kept as text (decision 143).
  const text = xmlText(
    neutraliseCellText(value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value),
  );
  const space =
    isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1))
      ? ' xml:space="preserve"'
      : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

const shownLength = (value: XlsxCell, currency: boolean) =>
  value === null
    ? 0
    : currency && typeof value === 'number'
      ? value.toFixed(2).length + 4
      : String(value).length;

interface OpenSheet {
  name: string;
  columns: XlsxColumn[];
  letters: string[];
  currency: boolean[];
  entry: ZipEntry | null;
  /** Rows waiting until the widths are known. */
  sample: XlsxCell[][] | null;
  rows: number;
}

/**
 * An .xlsx workbook written as a stream: a bold, frozen and filtered header row per sheet,
 * typed cells, each column as wide as its sampled text. Rows are written as they come, so a
 * workbook of any length costs the memory of one batch; a sheet that reaches Excel's row
 * limit continues on a new sheet with the same header.
 */
export class XlsxWriter {
  private readonly zip: ZipWriter;
  private readonly written: WrittenSheet[] = [];
  private sheet: OpenSheet | null = null;
  private buffer: string[] = [];
  private buffered = 0;

  constructor(out: Writable) {
    this.zip = new ZipWriter(out);
  }

  /** Starts a sheet; the previous one ends. */
  async addSheet(name: string, columns: XlsxColumn[]): Promise<void> {
    await this.endSheet();
    const base = safeSheetName(name);
    let unique = base;
    for (let n = 2; this.written.some((s) => s.name.toLowerCase() === unique.toLowerCase()); n++)
      unique = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    this.sheet = {
      name: unique,
      columns,
      letters: columns.map((_, i) => columnLetters(i)),
      currency: columns.map((c) => c.currency === true),
      entry: null,
      sample: [],
      rows: 1,
    };
  }

  /** Appends rows to the current sheet, waiting while the output is busy. */
  async addRows(rows: readonly XlsxCell[][]): Promise<void> {
    for (const row of rows) {
      const sheet = this.sheet;
      if (!sheet) throw new Error('addRows before addSheet');
      if (sheet.rows >= MAX_SHEET_ROWS_EXCEL) {
        await this.addSheet(sheet.name, sheet.columns);
        await this.addRows([row]);
        continue;
      }
      sheet.rows += 1;
      if (sheet.sample) {
        sheet.sample.push(row);
        if (sheet.sample.length >= WIDTH_SAMPLE_ROWS) await this.startRows(sheet);
      } else this.append(this.rowXml(sheet, row, sheet.rows));
      if (this.buffered >= FLUSH_CHARS) await this.flush();
    }
  }

  /** Ends the last sheet and writes the workbook's other parts. */
  async finish(): Promise<void> {
    if (!this.sheet && this.written.length === 0) await this.addSheet('Sheet1', []);
    await this.endSheet();
    const count = this.written.length;
    await this.zip.file('[Content_Types].xml', contentTypes(count));
    await this.zip.file('_rels/.rels', packageRelationships());
    await this.zip.file('xl/workbook.xml', workbook(this.written));
    await this.zip.file('xl/_rels/workbook.xml.rels', workbookRelationships(count));
    await this.zip.file('xl/styles.xml', styles());
    await this.zip.finish();
  }

  private rowXml(sheet: OpenSheet, row: readonly XlsxCell[], index: number): string {
    let xml = `<row r="${index}">`;
    for (let i = 0; i < sheet.columns.length; i++)
      xml += cellXml(`${sheet.letters[i]}${index}`, row[i] ?? null, sheet.currency[i]!);
    return `${xml}</row>`;
  }

  private append(xml: string) {
    this.buffer.push(xml);
    this.buffered += xml.length;
  }

  private async flush(): Promise<void> {
    const entry = this.sheet?.entry;
    if (!entry || this.buffer.length === 0) return;
    const data = Buffer.from(this.buffer.join(''), 'utf8');
    this.buffer = [];
    this.buffered = 0;
    await entry.write(data);
  }

  /** Fixes the widths from the sample, writes the sheet's start, header and sampled rows. */
  private async startRows(sheet: OpenSheet): Promise<void> {
    const sample = sheet.sample ?? [];
    sheet.sample = null;
    const widths = sheet.columns.map((column, i) => {
      let longest = column.header.length;
      for (const row of sample)
        longest = Math.max(longest, shownLength(row[i] ?? null, column.currency === true));
      return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
    });
    sheet.entry = await this.zip.entry(`xl/worksheets/sheet${this.written.length + 1}.xml`);
    this.append(sheetStart(widths));
    const header = sheet.columns
      .map(
        (c, i) =>
          `<c r="${sheet.letters[i]}1" t="inlineStr" s="${Style.header}"><is><t>${xmlText(neutraliseCellText(c.header))}</t></is></c>`,
      )
      .join('');
    this.append(`<row r="1" s="${Style.header}" customFormat="1">${header}</row>`);
    sample.forEach((row, i) => this.append(this.rowXml(sheet, row, i + 2)));
    await this.flush();
  }

  private async endSheet(): Promise<void> {
    const sheet = this.sheet;
    if (!sheet) return;
    if (sheet.sample) await this.startRows(sheet);
    const last = columnLetters(Math.max(0, sheet.columns.length - 1));
    const range = `A1:${last}${sheet.rows}`;
    this.append(sheetEnd(range));
    await this.flush();
    await sheet.entry!.end();
    this.written.push({ name: sheet.name, range });
    this.sheet = null;
  }
}
