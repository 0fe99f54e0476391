import {
  ContentMessage,
  contentDefaults,
  contentLabel,
  contentValuesOf,
  EditorMessage,
  sectionItemErrors,
  sectionItemTypeFields,
  type ContentKind,
  type ContentValues,
} from '@portal/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { documentExists, imageSize, readContentRow } from './content-queries.ts';

type Values = Record<string, unknown>;
type Errors = Record<string, string[]>;

const add = (errors: Errors, field: string, message: string) =>
  (errors[field] ??= []).push(message);

/** The kind's schema over the values, its issues as messages by field. */
function parsed(kind: ContentKind, values: Values, partial: boolean) {
  const schema: z.ZodObject = contentValuesOf[kind];
  const result = (partial ? schema.partial() : schema).safeParse(values);
  const errors: Errors = {};
  if (result.success) return { values: result.data as Values, errors };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys)
        add(errors, key, EditorMessage.unknownField(contentLabel[kind], key));
    else add(errors, String(issue.path[0] ?? 'Values'), issue.message);
  }
  return { values: {}, errors };
}

/** The image, document or section table an item names: existing, and the table the product's. */
async function referenceErrors(
  db: Executor,
  given: Values,
  merged: Values,
  productId: number,
  input: ContentValues,
): Promise<Errors> {
  const errors: Errors = {};
  if (typeof given.ImageId === 'number') {
    const size = await imageSize(db, given.ImageId);
    if (!size) add(errors, 'ImageId', ContentMessage.noImage(given.ImageId));
    // Width and Height follow a newly chosen image unless given.
    else {
      if (input.Width === undefined) merged.Width = size.width;
      if (input.Height === undefined) merged.Height = size.height;
    }
  }
  if (typeof given.DocumentId === 'number' && !(await documentExists(db, given.DocumentId)))
    add(errors, 'DocumentId', ContentMessage.noDocument(given.DocumentId));
  if (typeof given.SectionTableId === 'number') {
    const table = await readContentRow(db, 'table', given.SectionTableId);
    if (table?.productId !== productId)
      add(errors, 'SectionTableId', ContentMessage.notProductTable(given.SectionTableId));
  }
  return errors;
}

/** An item changing type drops the old type's fields that the caller did not set. */
function clearOtherTypeFields(given: Values, merged: Values, stored: Values): void {
  const type = merged.SectionItemType as keyof typeof sectionItemTypeFields;
  if (given.SectionItemType === undefined || given.SectionItemType === stored.SectionItemType)
    return;
  const own: readonly string[] = sectionItemTypeFields[type] ?? [];
  for (const fields of Object.values(sectionItemTypeFields))
    for (const field of fields)
      if (!own.includes(field) && given[field] === undefined) merged[field] = null;
}

/**
 * The values to store for a new row (`stored` null) or a save over `stored`: each field's
 * type and length, an item's fields against its type, the rows it names, rich text as the
 * sanitiser leaves it, a blank display name as the name. Any failure is one 400 by field.
 */
export async function checkedContent(
  db: Executor,
  kind: ContentKind,
  input: ContentValues,
  stored: Values | null,
  productId: number,
): Promise<Values> {
  const creating = stored === null;
  const { values: given, errors } = parsed(
    kind,
    creating ? { ...contentDefaults[kind], ...input } : input,
    !creating,
  );
  if (Object.keys(errors).length > 0) throw new ValidationFailed(EditorMessage.invalid, errors);
  if (typeof given.RichText === 'string') {
    const clean = sanitizeRichText(given.RichText);
    given.RichText = clean.trim() === '' ? null : clean;
  }
  const merged: Values = { ...stored, ...given };
  if ((kind === 'section' || kind === 'tab') && !merged.DisplayName)
    merged.DisplayName = merged.Name;
  if (kind === 'item') {
    if (stored) clearOtherTypeFields(given, merged, stored);
    Object.assign(errors, sectionItemErrors(merged));
    const refs = await referenceErrors(db, given, merged, productId, input);
    for (const [field, messages] of Object.entries(refs)) errors[field] ??= messages;
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(EditorMessage.invalid, errors);
  return merged;
}

/** A stored value as the change log writes it; lines one per line. */
export function contentLogText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join('\n');
  return String(value);
}
