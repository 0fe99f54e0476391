import {
  contentValuesOf,
  sectionItemErrors,
  sectionItemTypeFields,
  type ContentKind,
  type ContentValue,
  type ContentValues,
  type EditorValue,
} from '@portal/domain';
import type { z } from 'zod';
import type { ContentField } from './content-fields.ts';

/** A wire value as the shared field controls hold it (lines as one text, ids as text). */
export function toControl(field: ContentField, value: ContentValue | undefined): EditorValue {
  if (value === undefined) return null;
  if (field.wire === 'lines') return Array.isArray(value) ? value.join('\n') : null;
  if (field.wire === 'id') return typeof value === 'number' ? String(value) : null;
  return Array.isArray(value) ? value.join('\n') : value;
}

/** A control's value on the wire; a blank optional text is null, a blank required one stays. */
export function fromControl(field: ContentField, value: EditorValue): ContentValue {
  if (field.wire === 'lines')
    return typeof value === 'string' && value !== '' ? value.split('\n') : null;
  if (field.wire === 'id') return value === null || value === '' ? null : Number(value);
  if (typeof value === 'string' && value.trim() === '' && !field.required) return null;
  if (Array.isArray(value)) return value.map(String);
  // Content rows hold no structured values.
  return typeof value === 'object' ? null : value;
}

const same = (a: ContentValue | undefined, b: ContentValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The draft's values that differ from the saved ones: what a save sends. */
export function changedContent(saved: ContentValues, draft: ContentValues): ContentValues {
  return Object.fromEntries(
    Object.entries(draft).filter(([name, value]) => !same(saved[name], value)),
  );
}

/** An item's values once its type changed: the other types' fields empty, as the server does. */
export function withTypeFields(values: ContentValues): ContentValues {
  const type = values.SectionItemType as keyof typeof sectionItemTypeFields;
  const own: readonly string[] = sectionItemTypeFields[type] ?? [];
  const next = { ...values };
  for (const name of Object.values(sectionItemTypeFields).flat())
    if (!own.includes(name)) next[name] = null;
  return next;
}

/**
 * The messages by field the server would answer for these values (the domain's schemas),
 * so they show under the fields before anything is sent.
 */
export function contentErrors(kind: ContentKind, values: ContentValues): Record<string, string[]> {
  const schema: z.ZodObject = contentValuesOf[kind];
  const errors: Record<string, string[]> = {};
  const result = schema.partial().safeParse(values);
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'Values');
      (errors[field] ??= []).push(issue.message);
    }
  if (kind === 'item')
    for (const [field, messages] of Object.entries(sectionItemErrors(values as never)))
      errors[field] ??= messages;
  return errors;
}

const excerpt = (html: unknown) => {
  const plain = String(html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 80 ? `${plain.slice(0, 79)}…` : plain;
};
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The one line a row shows while it is not being edited. */
export function rowSummary(kind: ContentKind, values: ContentValues, id: number): string {
  switch (kind) {
    case 'feature':
    case 'note':
      return str(values.Text);
    case 'specification':
      return `${str(values.Name)}: ${str(values.Value)}`;
    case 'section':
    case 'tab':
      return str(values.DisplayName) || str(values.Name);
    case 'table':
      return str(values.DisplayName) || `Section table ${id}`;
    case 'column':
      return `${str(values.DisplayName)} (${str(values.PropertyName)})`;
    case 'item': {
      const what =
        str(values.DisplayName) ||
        str(values.Caption) ||
        excerpt(values.RichText) ||
        str(values.Url) ||
        (Array.isArray(values.ListItems) ? values.ListItems.join(', ') : str(values.PropertyName));
      return what ? `${str(values.SectionItemType)}: ${what}` : str(values.SectionItemType);
    }
  }
}

/** A row the product page does not show (an inactive section or tab, a hidden item or table). */
export const isHiddenRow = (values: ContentValues): boolean =>
  values.Active === false || values.Visible === false;
