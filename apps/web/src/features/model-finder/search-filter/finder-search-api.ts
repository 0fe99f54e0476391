import {
  apiError,
  FINDER_PAGE_SIZE,
  finderFields,
  foundModels,
  type FinderField,
  type FinderFilter,
  type FoundModels,
} from '@portal/domain';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { AccountCallError, callAccount } from '../../../api/accounts/account-http.ts';

/** GET /api/modelfinder/FilterFields: the fields the signed-in user may filter by. */
export async function getFilterFields(signal?: AbortSignal): Promise<FinderField[]> {
  const body = await callAccount('GET', '/modelfinder/FilterFields', finderFields, { signal });
  return body.List;
}

/** Which catalogue the finder searches, as the page's address says. */
export interface FinderScope {
  catalogId: number;
  isPreview: boolean;
}

/** POST /api/modelFinder/FindModels: one page of the models meeting every filter. */
export const findModels = (
  filters: readonly FinderFilter[],
  scope: FinderScope,
  after: string | undefined,
  signal?: AbortSignal,
): Promise<FoundModels> =>
  callAccount('POST', '/modelFinder/FindModels', foundModels, {
    signal,
    body: filters,
    query: {
      PageSize: FINDER_PAGE_SIZE,
      After: after,
      CatalogId: scope.catalogId,
      isPreview: scope.isPreview || undefined,
    },
  });

/** The fields depend on who is signed in, so sign-out drops them. */
export const filterFieldsQuery = () =>
  queryOptions({
    queryKey: accountKey('model-finder', 'filter-fields'),
    queryFn: ({ signal }) => getFilterFields(signal),
  });

export const useFilterFields = () => useQuery(filterFieldsQuery());

/**
 * The pages of a search, one more each fetchNextPage while the last page's Next is not null;
 * nothing is asked before the first search (filters null).
 */
export function useFoundModels(filters: readonly FinderFilter[] | null, scope: FinderScope) {
  return useInfiniteQuery({
    queryKey: accountKey('model-finder', 'find', scope.catalogId, scope.isPreview, filters),
    queryFn: ({ pageParam, signal }) => findModels(filters ?? [], scope, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.Next ?? undefined,
    enabled: filters !== null,
  });
}

/** A refused search: the server's Message and its Errors by filter index ('0.Value'). */
export interface SearchRefusal {
  message: string;
  errors: Record<string, string[]> | undefined;
}

/** The 400 of a search, or null for other failures (they are shown as they are). */
export function refusalOf(error: unknown): SearchRefusal | null {
  if (!(error instanceof AccountCallError) || error.status !== 400) return null;
  const parsed = apiError.safeParse(error.body);
  return { message: error.message, errors: parsed.success ? parsed.data.Errors : undefined };
}
