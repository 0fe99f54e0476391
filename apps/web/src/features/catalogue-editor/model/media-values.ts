import type { EditorFieldType, EditorValue, MediaKind } from '@portal/domain';
import { idsOf } from './field-kinds.ts';

/** The library a field's files come from: images for the image types, else documents. */
export const mediaKindOf = (type: EditorFieldType): MediaKind =>
  type === 'image' || type === 'thumbnail' || type === 'image-list' ? 'image' : 'document';

/** Whether the field holds a list of ids (ordered), rather than one file. */
export const isMediaList = (type: EditorFieldType): boolean =>
  type === 'image-list' || type === 'document-list';

/** A list field's ids, in their order. */
export const mediaIds = (value: EditorValue | undefined): number[] => idsOf(value);

/** The ids with the one at `index` moved by `by` places (-1 up, 1 down); out of range: unchanged. */
export function moveId(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const to = index + by;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * What a chosen file is saved as: a field that holds a path (a site's LogoPath, a text value)
 * keeps the file's path, one that holds an id keeps its id.
 */
export function chosenValue(
  current: EditorValue | undefined,
  propertyName: string,
  chosen: { id: number; FullPath: string },
): EditorValue {
  const holdsPath = typeof current === 'string' || propertyName.endsWith('Path');
  return holdsPath ? chosen.FullPath : chosen.id;
}
