import { z } from 'zod';
import { priceExplanation } from './price-explanation-wire.ts';

/**
 * Quick order (issue 15): lines pasted from an e-mail or a spreadsheet, each a catalogue
 * number (or the customer's own material number) and a quantity, in any common separator.
 */
export const QUICK_ORDER_MAX_LINES = 500;
export const QUICK_ORDER_MAX_QUANTITY = 9999;
/** The longest number the quick order looks up: no catalogue or material number is longer. */
export const QUICK_ORDER_MAX_NUMBER_LENGTH = 60;

export interface QuickOrderLine {
  /** 1-based line of the pasted text, to point at it when it needs fixing. */
  row: number;
  number: string;
  quantity: number;
}

export interface QuickOrderProblem {
  row: number;
  text: string;
  reason: string;
}

export interface ParsedQuickOrder {
  lines: QuickOrderLine[];
  problems: QuickOrderProblem[];
}

export const QUICK_ORDER_MESSAGES = {
  noNumber: 'No catalogue number on this line',
  notFound: 'No part has this number',
  quantity: `Quantity must be a whole number from 1 to ${QUICK_ORDER_MAX_QUANTITY}`,
  tooMany: `At most ${QUICK_ORDER_MAX_LINES} lines at a time`,
} as const;

/** Words people put around a quantity: '2 x', 'qty 3', '4 pcs', '5 EA'. */
const FILLER = /^(x|qty:?|quantity:?|pcs?\.?|ea\.?|each|units?)$/i;
const QUANTITY = /^\d{1,6}$/;

/** Tabs (spreadsheets), commas, semicolons and bars split fields; else runs of spaces. */
const fieldsOf = (line: string): string[] => {
  const split = /[\t,;|]/.test(line) ? line.split(/[\t,;|]/) : line.split(/\s+/);
  return split
    .map((f) => f.trim().replace(/^"(.*)"$/, '$1'))
    .filter((f) => f !== '' && !FILLER.test(f));
};

/**
 * The number is the field that is not a plain count of up to six digits; the quantity that
 * count (before or after it), 1 when there is none. Of two plain counts the longer is the
 * number: catalogue numbers have more digits than order quantities.
 */
function lineOf(fields: string[]): { number: string | null; quantity: string | null } {
  const counts = fields.filter((f) => QUANTITY.test(f));
  const others = fields.filter((f) => !QUANTITY.test(f));
  if (others.length > 0) return { number: others[0]!, quantity: counts[0] ?? null };
  if (counts.length >= 2) {
    const [a, b] = counts as [string, string];
    return a.length >= b.length ? { number: a, quantity: b } : { number: b, quantity: a };
  }
  return { number: counts[0] ?? null, quantity: null };
}

/**
 * Reads pasted lines; a first line without a digit is a header (a spreadsheet's) and is
 * skipped, unless `header` is false (one line corrected by hand: 'ABC-DEF' is a number then).
 */
export function parseQuickOrder(
  text: string,
  { header = true }: { header?: boolean } = {},
): ParsedQuickOrder {
  const result: ParsedQuickOrder = { lines: [], problems: [] };
  const rows = text.split(/\r\n|\r|\n/);
  let seenContent = false;
  rows.forEach((raw, index) => {
    const row = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const first = !seenContent;
    seenContent = true;
    if (header && first && !/\d/.test(trimmed)) return;
    if (result.lines.length >= QUICK_ORDER_MAX_LINES) {
      result.problems.push({ row, text: trimmed, reason: QUICK_ORDER_MESSAGES.tooMany });
      return;
    }
    const { number, quantity } = lineOf(fieldsOf(trimmed));
    if (!number) {
      result.problems.push({ row, text: trimmed, reason: QUICK_ORDER_MESSAGES.noNumber });
      return;
    }
    if (number.length > QUICK_ORDER_MAX_NUMBER_LENGTH) {
      result.problems.push({ row, text: trimmed, reason: QUICK_ORDER_MESSAGES.notFound });
      return;
    }
    const count = quantity === null ? 1 : Number(quantity);
    if (!Number.isInteger(count) || count < 1 || count > QUICK_ORDER_MAX_QUANTITY) {
      result.problems.push({ row, text: trimmed, reason: QUICK_ORDER_MESSAGES.quantity });
      return;
    }
    result.lines.push({ row, number, quantity: count });
  });
  return result;
}

/** POST /api/Customer/{customerNumber}/quickOrder: the parsed lines, resolved and priced. */
export const quickOrderRequest = z.object({
  Lines: z
    .array(
      z.object({
        Row: z.number().int().positive(),
        Number: z
          .string()
          .trim()
          .min(1, QUICK_ORDER_MESSAGES.noNumber)
          .max(QUICK_ORDER_MAX_NUMBER_LENGTH, QUICK_ORDER_MESSAGES.notFound),
        Quantity: z
          .number()
          .int(QUICK_ORDER_MESSAGES.quantity)
          .min(1, QUICK_ORDER_MESSAGES.quantity)
          .max(QUICK_ORDER_MAX_QUANTITY, QUICK_ORDER_MESSAGES.quantity),
      }),
    )
    .min(1, 'Paste at least one line')
    .max(QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES.tooMany),
});
export type QuickOrderRequest = z.infer<typeof quickOrderRequest>;

export const quickOrderAnswer = z.object({
  /** Lines that can be ordered, priced for the customer. */
  Lines: z.array(
    z.object({
      Row: z.number(),
      Number: z.string(),
      PcnCatalogNumber: z.string(),
      Description: z.string(),
      Quantity: z.number(),
      Price: z.number(),
      /** How the customer's agreement made Price; null for a list price. */
      PriceExplanation: priceExplanation.nullable(),
    }),
  ),
  /** Lines that cannot, each with why. */
  Invalid: z.array(
    z.object({ Row: z.number(), Number: z.string(), Quantity: z.number(), Reason: z.string() }),
  ),
});
export type QuickOrderAnswer = z.infer<typeof quickOrderAnswer>;
