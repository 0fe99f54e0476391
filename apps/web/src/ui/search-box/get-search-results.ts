import type { SearchResults } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../../api/http-client.ts';
import { searchApiPath } from './search-paths.ts';

export interface SearchRequest {
  keyword: string;
  page: number;
  pageSize: number;
  catalogId: number;
  isPreview: boolean;
  siteName: string;
}

/** One page of site-wide search results (models, tables and products). */
export const getSearchResults = (request: SearchRequest, signal?: AbortSignal) =>
  getJson<SearchResults>(
    apiUrl(searchApiPath(request.siteName), {
      keyword: request.keyword,
      page: request.page,
      pagesize: request.pageSize,
      CatalogId: request.catalogId,
      isPreview: request.isPreview || undefined,
    }),
    (s) => s.searchResults,
    signal,
  );

export const searchResultsQueryOptions = (request: SearchRequest) =>
  queryOptions({
    queryKey: [
      'search',
      request.siteName,
      request.catalogId,
      request.isPreview,
      request.keyword.toLowerCase(),
      request.page,
      request.pageSize,
    ],
    queryFn: ({ signal }) => getSearchResults(request, signal),
    staleTime: 60_000,
  });

/** Search results; nothing is asked for an empty keyword. */
export const useSearchResults = (request: SearchRequest, keepPrevious = false) =>
  useQuery({
    ...searchResultsQueryOptions(request),
    enabled: request.keyword.trim() !== '',
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
