import { MAX_ITEM_ID, type EditorObject, type EditorValue } from '@portal/domain';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { ColumnField, ItemField, ListField } from './editor-fields.ts';

/** A value as the database holds it: a column's JS value, a list's ids, or a part's objects. */
export type StoredValue =
  string | number | boolean | string[] | number[] | EditorObject | EditorObject[] | null;

export type Shaped = { ok: true; value: StoredValue } | { ok: false; message: string };

const refuse = (message: string): Shaped => ({ ok: false, message });
const accept = (value: StoredValue): Shaped => ({ ok: true, value });

const splitLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

function columnValue(field: ColumnField, value: EditorValue): Shaped {
  const name = field.def.DisplayName;
  const nullable = !field.column.notNull;
  if (value === null) {
    if (nullable) return accept(null);
    if (field.shape === 'text') return accept('');
    if (field.shape === 'lines') return accept([]);
    return refuse(`${name} needs a value.`);
  }
  switch (field.shape) {
    case 'text': {
      if (typeof value !== 'string') return refuse(`${name} must be text.`);
      // Rich text is stored only as the allow-list leaves it: stored XSS is the risk.
      const text = field.def.EditorType === 'rich-text' ? sanitizeRichText(value) : value;
      return accept(nullable && text.trim() === '' ? null : text);
    }
    case 'lines':
      if (typeof value !== 'string') return refuse(`${name} must be text, one entry a line.`);
      return accept(splitLines(value));
    case 'boolean':
      return typeof value === 'boolean' ? accept(value) : refuse(`${name} must be true or false.`);
    case 'number':
      return typeof value === 'number' ? accept(value) : refuse(`${name} must be a number.`);
    case 'integer': {
      const [min, max] = field.range ?? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
      if (typeof value !== 'number' || !Number.isInteger(value))
        return refuse(`${name} must be a whole number.`);
      if (value < min || value > max) return refuse(`${name} must be between ${min} and ${max}.`);
      return accept(value);
    }
  }
}

/** The value a field of the editor stores, or why the value does not suit its column. */
export function storedValue(field: ColumnField | ListField, value: EditorValue): Shaped {
  if (field.kind === 'column') return columnValue(field, value);
  if (value === null) return accept([]);
  const ids = Array.isArray(value) ? (value as unknown[]) : [null];
  if (ids.some((id) => typeof id !== 'number' || !(id >= 1 && id <= MAX_ITEM_ID)))
    return refuse(`${field.def.DisplayName} must be a list of ids.`);
  return accept([...new Set(ids as number[])]);
}

/** A stored value on the wire: text arrays as one text, a line per entry. */
export function wireValue(field: ItemField, value: StoredValue): EditorValue {
  if (field.kind === 'column' && field.shape === 'lines' && Array.isArray(value))
    return value.join('\n');
  return value as EditorValue;
}

/**
 * A stored value as the change log writes it; lists as their ids, comma-joined: sorted for a
 * set (catalogues), as given for a list kept in order (images), where a new order is a change.
 */
export function logText(field: ItemField, value: StoredValue): string | null {
  if (value === null) return null;
  // A part's objects as JSON with their keys in order; nothing for none.
  if (field.kind === 'part')
    return Array.isArray(value) && value.length === 0 ? null : JSON.stringify(value);
  if (field.kind === 'list') {
    const ids = value as number[];
    return (field.order ? ids : [...ids].sort((a, b) => a - b)).join(',');
  }
  if (Array.isArray(value)) return value.join('\n');
  return String(value);
}

/** A field's definition default in the column's shape (the editor's DefaultValue). */
export function defaultValue(field: ItemField): EditorValue | undefined {
  const given = field.def.DefaultValue;
  if (given === null || field.kind !== 'column') return undefined;
  if (typeof given === 'boolean') return field.shape === 'boolean' ? given : undefined;
  if (field.shape === 'boolean') return given === 'true';
  if (field.shape === 'integer' || field.shape === 'number') {
    const n = Number(given);
    return given.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  return given;
}
