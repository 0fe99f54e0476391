import type { EditorValue } from '@portal/domain';

/** Longer than this, a list or an object is cut with an ellipsis; the full text is its title. */
export const SHORT_TEXT_MAX = 160;
/** Texts from this long are shown as a word diff rather than side by side. */
export const LONG_TEXT_FROM = 60;

const isBlank = (value: EditorValue | null | undefined) =>
  value === null || value === undefined || value === '';

function textOf(value: EditorValue | null | undefined): string {
  if (isBlank(value)) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value
      .map((entry) => (isObject(entry) ? `(${textOf(entry)})` : textOf(entry)))
      .join(', ');
  if (isObject(value))
    return Object.entries(value)
      .filter(([, entry]) => !isBlank(entry))
      .map(([name, entry]) => `${name}: ${textOf(entry)}`)
      .join(', ');
  return '';
}

function isObject(value: unknown): value is Record<string, EditorValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A field's value as one line of text: Yes / No, lists joined with commas, an object's fields
 * as 'Name: value' (a division model row, dimensions); '(empty)' for nothing, '(none)' for an
 * empty list.
 */
export function displayValue(value: EditorValue | null | undefined): string {
  if (Array.isArray(value) && value.length === 0) return '(none)';
  const text = textOf(value);
  return text === '' ? '(empty)' : text;
}

/** The value cut to a short line; `full` is set when something was cut. */
export function shortValue(value: EditorValue | null | undefined): { text: string; full?: string } {
  const text = displayValue(value);
  return text.length <= SHORT_TEXT_MAX
    ? { text }
    : { text: `${text.slice(0, SHORT_TEXT_MAX - 1)}…`, full: text };
}

/** Two texts long enough that a word diff reads better than two paragraphs. */
export const isLongText = (
  before: EditorValue | null | undefined,
  after: EditorValue | null | undefined,
): boolean =>
  (typeof before === 'string' || isBlank(before)) &&
  (typeof after === 'string' || isBlank(after)) &&
  Math.max(String(before ?? '').length, String(after ?? '').length) >= LONG_TEXT_FROM;
