import { z } from 'zod';
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES } from './quick-order.ts';

/**
 * Quick order from a file (issue 15): a CSV or Excel list of catalogue numbers and quantities
 * becomes the lines a paste would give, one 'number<TAB>quantity' a line.
 */
export const QUICK_ORDER_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const QUICK_ORDER_FILE_ACCEPT = '.csv,.xlsx';

export const QUICK_ORDER_FILE_MESSAGES = {
  type: 'Upload a CSV or Excel (.xlsx) file.',
  empty: 'The file holds no lines.',
  unreadable: 'The file could not be read.',
  tooLarge: 'The file is larger than 2 MB.',
  tooMany: QUICK_ORDER_MESSAGES.tooMany,
  oneFile: 'Upload one file at a time.',
} as const;

/** Whether a file name is one the quick order reads: .csv or .xlsx. */
export const isQuickOrderFileName = (name: string): boolean => /\.(csv|xlsx)$/i.test(name.trim());

const SEPARATORS = ['\t', ';', ','] as const;

/** The separator used most on the first line outside quotes; a tab, then ';' win a tie. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if ([...counts.values()].some((n) => n > 0)) break;
    } else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best: string = ',';
  let most = 0;
  for (const s of SEPARATORS) {
    if (counts.get(s)! > most) {
      best = s;
      most = counts.get(s)!;
    }
  }
  return best;
}

/**
 * The rows of a CSV text: a byte order mark dropped; fields split by the separator of the
 * first line (comma, semicolon or tab); quoted fields may hold separators, line breaks and
 * doubled quotes.
 */
export function csvRows(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const separator = separatorOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === separator) endField();
    else if (ch === '\n' || ch === '\r') {
      endField();
      rows.push(row);
      row = [];
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** A cell as one line of text: line breaks and tabs inside it become single spaces. */
const cellText = (cell: string | undefined): string => (cell ?? '').replace(/\s+/g, ' ').trim();

/** The first two columns that hold anything in the rows: the number's and the quantity's. */
function numberAndQuantityColumns(rows: readonly string[][]): [number, number | undefined] {
  let first: number | undefined;
  let second: number | undefined;
  for (const row of rows) {
    row.forEach((cell, i) => {
      if (cell === '' || i === first || i === second) return;
      if (first === undefined || i < first) [first, second] = [i, first];
      else if (second === undefined || i < second) second = i;
    });
  }
  return [first ?? 0, second];
}

/**
 * Rows of a sheet (CSV or a worksheet's cells as text) as quick-order lines. The rows before
 * the first with a digit are a title or a header ('Catalog #, Qty') and are skipped, as are
 * blank rows; of the rest, the first two columns that hold anything are the number and the
 * quantity.
 */
export function quickOrderLinesOfRows(rows: readonly (readonly string[])[]): string[] {
  const filled = rows
    .map((row) => row.map(cellText))
    .filter((row) => row.some((cell) => cell !== ''));
  const start = filled.findIndex((row) => row.some((cell) => /\d/.test(cell)));
  if (start < 0) return [];
  const data = filled.slice(start);
  const [numberAt, quantityAt] = numberAndQuantityColumns(data);
  return data
    .map((row) =>
      [row[numberAt] ?? '', quantityAt === undefined ? '' : (row[quantityAt] ?? '')]
        .join('\t')
        .trim(),
    )
    .filter((line) => line !== '');
}

/** A CSV text as quick-order lines (see `csvRows` and `quickOrderLinesOfRows`). */
export const quickOrderLinesOfCsv = (text: string): string[] =>
  quickOrderLinesOfRows(csvRows(text));

/** Why a file's lines cannot be taken, or null: none, or more than a quick order takes. */
export function quickOrderFileProblem(lines: readonly string[]): string | null {
  if (lines.length === 0) return QUICK_ORDER_FILE_MESSAGES.empty;
  if (lines.length > QUICK_ORDER_MAX_LINES) return QUICK_ORDER_FILE_MESSAGES.tooMany;
  return null;
}

/** POST /api/quickOrder/file: the file's lines as text to paste, and how many there are. */
export const quickOrderFileAnswer = z.object({
  Successful: z.literal(true),
  Data: z.object({ Text: z.string(), Rows: z.number().int().nonnegative() }),
});
export type QuickOrderFileAnswer = z.infer<typeof quickOrderFileAnswer>;
