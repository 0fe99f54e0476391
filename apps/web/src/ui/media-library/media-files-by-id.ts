import {
  libraryDocumentList,
  libraryImageList,
  MAX_MEDIA_IDS,
  type MediaKind,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callAccount } from '../../api/accounts/account-http.ts';
import { MEDIA_LIBRARY_KEY } from './media-library-api.ts';
import { documentItem, imageItem, type MediaItem } from './media-items.ts';

/** The ids once each, smallest first: the same files make the same query whatever their order. */
const idSet = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

async function fetchFilesById(kind: MediaKind, ids: number[], signal: AbortSignal) {
  const calls: Promise<MediaItem[]>[] = [];
  for (let start = 0; start < ids.length; start += MAX_MEDIA_IDS) {
    const query = { ids: ids.slice(start, start + MAX_MEDIA_IDS).join(',') };
    calls.push(
      kind === 'image'
        ? callAccount('GET', '/media/images/by-id', libraryImageList, { signal, query }).then(
            (answer) => answer.List.map(imageItem),
          )
        : callAccount('GET', '/media/documents/by-id', libraryDocumentList, {
            signal,
            query,
          }).then((answer) => answer.List.map(documentItem)),
    );
  }
  return (await Promise.all(calls)).flat();
}

/** GET /api/media/images|documents/by-id?ids=: the files of the given ids; unknown ones absent. */
export const mediaFilesByIdQuery = (kind: MediaKind, ids: readonly number[]) => {
  const wanted = idSet(ids);
  return queryOptions({
    queryKey: [...MEDIA_LIBRARY_KEY, kind, 'by-id', wanted],
    queryFn: ({ signal }) => fetchFilesById(kind, wanted, signal),
    enabled: wanted.length > 0,
    staleTime: 60_000,
    // A file added to a list keeps the others named while the new set is asked for.
    placeholderData: keepPreviousData,
  });
};

/** The files a saved field names, by id; `answered` once the library has said which exist. */
export function useMediaFilesById(kind: MediaKind, ids: readonly number[]) {
  const files = useQuery(mediaFilesByIdQuery(kind, ids));
  const byId = new Map((files.data ?? []).map((item) => [item.id, item]));
  return { byId, answered: files.isSuccess && !files.isPlaceholderData };
}
