import type { EditorFieldType, EditorValue } from '@portal/domain';

/** How the editor draws each field type today. */
export type FieldKind =
  | 'text'
  | 'password'
  | 'number'
  | 'checkbox'
  | 'select'
  | 'read-only'
  | 'datetime'
  | 'string-list'
  | 'choice-list'
  | 'rich-text'
  | 'nothing'
  | 'file'
  | 'sub-editor'
  | 'sub-editor-list'
  | 'permission-grid'
  | 'associations'
  | 'model-associations'
  | 'model-dimensions'
  | 'customer-materials';

const KINDS: Record<EditorFieldType, FieldKind> = {
  text: 'text',
  password: 'password',
  number: 'number',
  order: 'number',
  checkbox: 'checkbox',
  select: 'select',
  id: 'read-only',
  'read-only': 'read-only',
  datetime: 'datetime',
  'multi-input-edit': 'string-list',
  'editor-list': 'choice-list',
  divisions: 'choice-list',
  'rich-text': 'rich-text',
  none: 'nothing',
  remove: 'nothing',
  // Chosen through the image and document library.
  image: 'file',
  thumbnail: 'file',
  'image-list': 'file',
  document: 'file',
  'document-list': 'file',
  'document-link': 'file',
  // Nested objects drawn from their own definitions, and grids of roles (decision 174).
  'sub-editor': 'sub-editor',
  'sub-editor-multiple': 'sub-editor-list',
  permissions: 'permission-grid',
  'role-permission': 'permission-grid',
  // The model's part fields (decision 176); a model's DivisionModels are 'divisions' rows.
  associations: 'associations',
  modelassociations: 'model-associations',
  modeldimensions: 'model-dimensions',
  'customer-materials': 'customer-materials',
};

export const fieldKindOf = (type: EditorFieldType): FieldKind => KINDS[type];

/** Whether the kind has a control the user can change here. */
export const isEditableKind = (kind: FieldKind): boolean =>
  !['read-only', 'nothing'].includes(kind);

/** A multi-input-edit list travels as one text, one entry a line. */
export const linesOf = (value: EditorValue | undefined): string[] =>
  typeof value === 'string' && value !== '' ? value.split('\n') : [];

export const joinLines = (lines: readonly string[]): string | null =>
  lines.length === 0 ? null : lines.join('\n');

/** An ISO time as a datetime-local control shows it (the reader's own time), and back. */
export function localDateTime(value: EditorValue | undefined): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export const isoOfLocal = (local: string): string | null =>
  local === '' ? null : new Date(local).toISOString();

/** The ids a list field holds (a list of objects, which no id list is, holds none). */
export const idsOf = (value: EditorValue | undefined): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

/** A value shown as text: a list's choices by name, yes/no, or the text itself. */
export function valueText(
  value: EditorValue | undefined,
  choices: readonly { Id: number; DisplayName: string }[] = [],
): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value))
    return idsOf(value)
      .map((id) => choices.find((c) => c.Id === id)?.DisplayName ?? `#${id}`)
      .join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return choices.find((c) => c.Id === value)?.DisplayName ?? String(value);
  return typeof value === 'string' ? value : '';
}
