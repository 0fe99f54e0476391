import type { FinderFilter } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { ValidationFailed } from '../../lib/errors.ts';
import type { FinderColumn } from './finder-columns.ts';
import type { OfferedField } from './finder-fields.ts';

/** The column's value; identifiers are quoted, a JSON key is a parameter. */
export function valueOf(c: FinderColumn): SQL {
  const column = sql`${sql.identifier(c.alias)}.${sql.identifier(c.column)}`;
  return c.jsonKey === null ? column : sql`(${column} ->> ${c.jsonKey})`;
}

/** The value as text, as results show it. */
export const textOf = (c: FinderColumn): SQL => sql`(${valueOf(c)})::text`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function blank(c: FinderColumn): SQL {
  const value = valueOf(c);
  return c.valueType === 'Text'
    ? sql`(${value} is null or btrim(${value}) = '')`
    : sql`(${value} is null)`;
}

function booleanValue(filter: FinderFilter, index: number, name: string): boolean {
  const text = filter.Value.toLowerCase();
  if (text === 'true' || text === 'false') return text === 'true';
  const message = `${name} must be true or false.`;
  throw new ValidationFailed(message, { [`${index}.Value`]: [message] });
}

/**
 * One filter as a condition. Contains matches the text anywhere, in any case (numbers by their
 * written form); Negate turns it into Does not contain, which an empty value passes. Blank only
 * matches a missing or empty value, and with Negate a present one.
 */
export function filterCondition(filter: FinderFilter, field: OfferedField, index: number): SQL {
  const c = field.column;
  const name = field.offered.DisplayName;
  if (filter.Blank) return filter.Negate ? sql`not ${blank(c)}` : blank(c);
  if (filter.Value === '') {
    const message = `Enter a value for ${name}, or choose Blank only.`;
    throw new ValidationFailed(message, { [`${index}.Value`]: [message] });
  }
  const value = valueOf(c);
  if (c.valueType === 'Boolean') {
    const wanted = booleanValue(filter, index, name);
    return filter.Negate ? sql`(${value} is distinct from ${wanted})` : sql`(${value} = ${wanted})`;
  }
  const pattern = `%${escapeLike(filter.Value)}%`;
  const text = c.valueType === 'Text' ? value : textOf(c);
  return filter.Negate
    ? sql`(${text} is null or ${text} not ilike ${pattern})`
    : sql`(${text} ilike ${pattern})`;
}
