import { sql, type SQL } from 'drizzle-orm';
import { ValidationFailed } from '../../lib/errors.ts';

// Conditions the signed-in lists (orders, inquiries) build their filters from.

/** Order and inquiry numbers are integer ids (decision 090). */
const MAX_ID = 2_147_483_647;

/** The id a search term names when it is one (digits within an integer), else null. */
export const idOf = (term: string): number | null =>
  /^\d{1,10}$/.test(term) && Number(term) <= MAX_ID ? Number(term) : null;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column like 'text%'`: a prefix, which a text_pattern_ops index serves. */
export const startsWith = (column: SQL, text: string): SQL =>
  sql`${column} like ${`${escapeLike(text)}%`}`;

/** Case-insensitive prefix, against lower(column). */
export const startsWithAnyCase = (column: SQL, text: string): SQL =>
  startsWith(sql`lower(${column})`, text.toLowerCase());

/** The instant a calendar day begins in the viewer's time zone. */
export const dayStart = (day: SQL, timeZone: string): SQL =>
  sql`((${day})::timestamp at time zone ${timeZone})`;

/** The instants of one calendar day (YYYY-MM-DD) in the viewer's time zone. */
export function onDay(column: SQL, day: string, timeZone: string): SQL {
  const date = sql`${day}::date`;
  return sql`${column} >= ${dayStart(date, timeZone)}
      and ${column} < ${dayStart(sql`${date} + 1`, timeZone)}`;
}

/**
 * Customer numbers are typed without the ERP's leading zeros ('101234' for '0000101234'); null
 * for a term of zeros alone. An index on lower(ltrim(number, '0')) text_pattern_ops serves it.
 */
export function customerNumberStartsWith(column: SQL, term: string): SQL | null {
  const digits = term.replace(/^0+/, '');
  return digits ? startsWithAnyCase(sql`ltrim(${column}, '0')`, digits) : null;
}

/** PostgreSQL's invalid_parameter_value: here only a time zone its own data does not know. */
const UNKNOWN_TIME_ZONE = '22023';

const sqlState = (error: unknown): unknown => {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code ?? cause?.code;
};

/**
 * Reads a list whose conditions name the viewer's time zone: one the browser knows but the
 * database does not answers 400, like any refused parameter.
 */
export async function readInTimeZone<T>(timeZone: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (sqlState(error) !== UNKNOWN_TIME_ZONE) throw error;
    const message = `timeZone ${timeZone} is unknown`;
    throw new ValidationFailed(message, { timeZone: [message] });
  }
}
