import {
  LIBRARY_DOCUMENT_EXTENSIONS,
  LIBRARY_IMAGE_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  FILE_TOO_LARGE_MESSAGE,
  MediaMessage,
  type LibraryDocument,
  type LibraryImage,
  type MediaFolder,
  type MediaKind,
} from '@portal/domain';

/** What the picker hands to onChoose: an image (with its size) or a document. */
export type MediaItem =
  | ({ kind: 'image'; id: number; name: string } & LibraryImage)
  | ({ kind: 'document'; id: number; name: string } & LibraryDocument);

export const imageItem = (image: LibraryImage): MediaItem => ({
  kind: 'image',
  id: image.ImageId,
  name: image.ImageName,
  ...image,
});

export const documentItem = (document: LibraryDocument): MediaItem => ({
  kind: 'document',
  id: document.DocumentId,
  name: document.DocumentName,
  ...document,
});

/** A folder as one row of the indented folder list. */
export interface FolderRow {
  folder: MediaFolder;
  depth: number;
}

/** The tree as rows, parents before their children, each level in the server's order. */
export function folderRows(folders: readonly MediaFolder[], depth = 0): FolderRow[] {
  return folders.flatMap((folder) => [
    { folder, depth },
    ...folderRows(folder.children, depth + 1),
  ]);
}

/** The folder of that id anywhere in the tree. */
export function findFolder(folders: readonly MediaFolder[], id: number): MediaFolder | undefined {
  for (const folder of folders) {
    if (folder.FolderId === id) return folder;
    const below = findFolder(folder.children, id);
    if (below) return below;
  }
  return undefined;
}

/**
 * Where a folder may move: every folder but itself and those below it (the server refuses a
 * move into them), as indented rows.
 */
export function moveTargets(folders: readonly MediaFolder[], moving: MediaFolder): FolderRow[] {
  const below = new Set(folderRows([moving]).map((row) => row.folder.FolderId));
  return folderRows(folders).filter((row) => !below.has(row.folder.FolderId));
}

/** A folder with no files and no folders: the only kind the server deletes. */
export const isEmptyFolder = (folder: MediaFolder): boolean =>
  folder.FileCount === 0 && folder.children.length === 0;

/** '640 × 480' */
export const sizeText = (width: number, height: number): string => `${width} × ${height}`;

/** The largest size that fits the box and keeps the image's shape (never enlarged). */
export function fittedSize(width: number, height: number, box: number) {
  const scale = Math.min(1, box / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const extensions: Record<MediaKind, readonly string[]> = {
  image: LIBRARY_IMAGE_EXTENSIONS,
  document: LIBRARY_DOCUMENT_EXTENSIONS,
};

/** The file input's accept attribute. */
export const acceptOf = (kind: MediaKind): string => extensions[kind].map((e) => `.${e}`).join(',');

/**
 * What is wrong with a file before it is sent: its type by name, and its size. The server
 * still checks the content; this only spares a long upload that would be refused.
 */
export function uploadProblem(kind: MediaKind, file: { name: string; size: number }) {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!extensions[kind].includes(extension))
    return kind === 'image' ? MediaMessage.imageType : MediaMessage.documentType;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  if (file.size === 0) return MediaMessage.noFile;
  return null;
}

/** A document's type in words, from its content type. */
export function documentTypeText(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (/word/.test(contentType)) return 'Word';
  if (/excel|spreadsheet/.test(contentType)) return 'Excel';
  return contentType;
}
