import { z } from 'zod';

// Query parameters of the signed-in lists (orders, inquiries). The server answers a refused
// parameter with its message alone, so each message names its field.

/** Trimmed text; empty counts as absent. */
export const queryText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must have at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const queryWholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be ${min} or more`)
    .max(max, `${name} must be at most ${max}`);

/** The page asked (from 1) and its size, at most `maxPageSize` rows. */
export const queryPaging = (defaultPageSize: number, maxPageSize: number) => ({
  page: queryWholeNumber('page', 1, 100_000).default(1),
  pageSize: queryWholeNumber('pageSize', 1, maxPageSize).default(defaultPageSize),
});

/** One of `values`, spelled as they are. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
) => z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });

/** 'true'/'false' in a query string. */
export const queryFlag = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true'));

/** A real calendar day written YYYY-MM-DD ('2025-02-30' is refused, not moved to March). */
const isCalendarDay = (v: string): boolean => {
  const day = new Date(`${v}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) && day.getUTCFullYear() >= 1 && day.toISOString().startsWith(v)
  );
};

/** A day filter: YYYY-MM-DD and a real day, else `message`. */
export const queryDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDay, message)
    .optional();

/**
 * An IANA time zone name ('America/Chicago'), as the browser reports it; canonical spelling.
 * Offsets such as '+05:00' are refused: the database reads them with the opposite sign.
 */
export const timeZoneName = z
  .string({ error: 'timeZone must be a time zone name' })
  .trim()
  .regex(
    /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/,
    'timeZone must be a time zone name such as America/Chicago',
  )
  .transform((name, ctx) => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      ctx.issues.push({ code: 'custom', message: `timeZone ${name} is unknown`, input: name });
      return z.NEVER;
    }
  });
