import ExcelJS from 'exceljs';

/** Columns read from each row: an order list's number and quantity sit well within them. */
const MAX_COLUMNS = 50;

/** A whole number shown with a format of zeros ('00000000') keeps its leading zeros. */
function numberText(value: number, format: string | undefined): string {
  if (format && /^0+$/.test(format) && Number.isInteger(value) && value >= 0)
    return String(value).padStart(format.length, '0');
  return String(value);
}

/** A cell as the text it shows: a formula by its result, rich text and links by their text. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value, cell.numFmt);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'error' in value) return '';
  return cell.text;
}

/** The first worksheet's rows as the text of their cells; null for a workbook without one. */
export async function firstWorksheetRows(content: Buffer): Promise<string[][] | null> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; a copy of the bytes is one.
  await workbook.xlsx.load(new Uint8Array(content).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell((cell, column) => {
      if (column <= MAX_COLUMNS) cells[column - 1] = cellText(cell);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return rows;
}
