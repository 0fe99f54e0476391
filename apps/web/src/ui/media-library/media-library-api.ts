import {
  apiError,
  libraryDocument,
  libraryDocumentPage,
  libraryImage,
  libraryImagePage,
  mediaFolder,
  mediaFolderTree,
  type MediaFolder,
  type MediaKind,
} from '@portal/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { accountKey } from '../../api/accounts/account-keys.ts';
import { callAccount } from '../../api/accounts/account-http.ts';
import { ApiError } from '../../api/api-error.ts';
import { documentItem, imageItem, type MediaItem } from './media-items.ts';

/** Every library query starts with this key: an upload or a new folder refreshes them. */
export const MEDIA_LIBRARY_KEY = accountKey('media-library');

const plural: Record<MediaKind, 'images' | 'documents'> = {
  image: 'images',
  document: 'documents',
};

/** GET /api/media/folders?kind=: the folder tree with file counts. */
export const mediaFoldersQuery = (kind: MediaKind) =>
  queryOptions({
    queryKey: [...MEDIA_LIBRARY_KEY, kind, 'folders'],
    queryFn: ({ signal }) =>
      callAccount('GET', '/media/folders', mediaFolderTree, { signal, query: { kind } }),
    staleTime: 30_000,
  });

export interface MediaFilter {
  kind: MediaKind;
  /** Null: files filed under no folder. */
  folderId: number | null;
  search: string;
  sort: 'newest' | 'name';
}

/** GET /api/media/images|documents: keyset pages of one folder's files, or of a search. */
export const mediaFilesQuery = (filter: MediaFilter) =>
  infiniteQueryOptions({
    queryKey: [...MEDIA_LIBRARY_KEY, filter.kind, 'files', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ signal, pageParam }): Promise<{ List: MediaItem[]; Next: string | null }> => {
      const query = {
        folderId: filter.folderId,
        search: filter.search.trim(),
        sort: filter.sort,
        after: pageParam,
      };
      if (filter.kind === 'image') {
        const page = await callAccount('GET', '/media/images', libraryImagePage, { signal, query });
        return { List: page.List.map(imageItem), Next: page.Next };
      }
      const page = await callAccount('GET', '/media/documents', libraryDocumentPage, {
        signal,
        query,
      });
      return { List: page.List.map(documentItem), Next: page.Next };
    },
    getNextPageParam: (last) => last.Next,
  });

/** POST /api/media/folders */
export const createMediaFolder = (
  kind: MediaKind,
  name: string,
  parentId: number | null,
): Promise<MediaFolder> =>
  callAccount('POST', '/media/folders', mediaFolder, {
    body: { Kind: kind, FolderName: name, ParentFolderId: parentId },
  });

/**
 * POST /api/media/images|documents as multipart, reporting progress (0-1): fetch cannot tell
 * how much of a body has gone, XMLHttpRequest can.
 */
export function uploadMediaFile(
  kind: MediaKind,
  file: File,
  folderId: number | null,
  onProgress: (fraction: number) => void,
): Promise<MediaItem> {
  const form = new FormData();
  if (folderId !== null) form.append('folderId', String(folderId));
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/media/${plural[kind]}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'The server could not be reached. Check your connection.'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: answered below by status
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const failure = apiError.safeParse(body);
        reject(
          new ApiError(
            xhr.status,
            failure.success ? failure.data.Message : `The server answered ${xhr.status}.`,
          ),
        );
        return;
      }
      const item =
        kind === 'image' ? libraryImage.safeParse(body) : libraryDocument.safeParse(body);
      if (!item.success) {
        reject(new ApiError(xhr.status, 'The server sent an unexpected answer.'));
        return;
      }
      resolve('ImageId' in item.data ? imageItem(item.data) : documentItem(item.data));
    };
    xhr.send(form);
  });
}
