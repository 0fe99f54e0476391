import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  DocumentLevel,
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  type OrderDocument,
} from '@portal/domain';

/** The picker's accept list: the extensions the server takes (it checks the content). */
export const ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The first file over the limit makes the whole choice fail with the spec's alert. */
export const oversizeAlert = (files: readonly { size: number }[]): string | null =>
  files.some((f) => f.size > MAX_UPLOAD_BYTES) ? FILE_TOO_LARGE_MESSAGE : null;

export interface DocumentActions {
  canUpload: boolean;
  canManage: boolean;
  /** Clipping merges more than one selected PDF. */
  canClip: boolean;
  /** One clipped document selected. */
  canUnclip: boolean;
  canDelete: boolean;
}

export function documentActions(
  level: number,
  documents: readonly OrderDocument[],
  selected: ReadonlySet<number>,
): DocumentActions {
  const chosen = documents.filter((d) => selected.has(d.Id));
  const canManage = level >= DocumentLevel.Manage;
  return {
    canUpload: level >= DocumentLevel.Upload,
    canManage,
    canClip: canManage && chosen.length > 1 && chosen.every((d) => d.FileExtension === 'pdf'),
    canUnclip: canManage && chosen.length === 1 && chosen[0]!.SectionCount > 1,
    canDelete: canManage && chosen.length > 0,
  };
}
