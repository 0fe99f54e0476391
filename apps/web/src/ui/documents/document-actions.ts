import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  DocumentLevel,
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
} from '@portal/domain';
import type { DocumentRow } from '../../api/documents/document-source.ts';

/** The picker's accept list: the extensions the server takes (it checks the content). */
export const ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The first file over the limit makes the whole choice fail with the spec's alert. */
export const oversizeAlert = (files: readonly { size: number }[]): string | null =>
  files.some((f) => f.size > MAX_UPLOAD_BYTES) ? FILE_TOO_LARGE_MESSAGE : null;

export interface DocumentActions {
  canUpload: boolean;
  canManage: boolean;
  /** Clip and Unclip are offered: managing documents that can be clipped. */
  offersClipping: boolean;
  /** Clipping merges more than one selected PDF. */
  canClip: boolean;
  /** One clipped document selected. */
  canUnclip: boolean;
  canDelete: boolean;
}

/**
 * What the reader's ManageDocuments level allows on the current selection. `clips` says
 * whether these documents can be clipped at all (an order's can, an inquiry's cannot).
 */
export function documentActions(
  level: number,
  documents: readonly DocumentRow[],
  selected: ReadonlySet<number>,
  clips = true,
): DocumentActions {
  const chosen = documents.filter((d) => selected.has(d.Id));
  const canManage = level >= DocumentLevel.Manage;
  const offersClipping = canManage && clips;
  return {
    canUpload: level >= DocumentLevel.Upload,
    canManage,
    offersClipping,
    canClip: offersClipping && chosen.length > 1 && chosen.every((d) => d.FileExtension === 'pdf'),
    canUnclip: offersClipping && chosen.length === 1 && (chosen[0]!.SectionCount ?? 1) > 1,
    canDelete: canManage && chosen.length > 0,
  };
}
