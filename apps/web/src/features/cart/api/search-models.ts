import { SUGGESTION_PAGE_SIZE, type ModelSearchResult } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../../../api/http-client.ts';

/** Models of the site's catalogue whose numbers or words match what was typed. */
export const searchModels = (keyword: string, signal?: AbortSignal): Promise<ModelSearchResult[]> =>
  getJson(
    apiUrl('/search/visibleModels', { Keyword: keyword, PageSize: SUGGESTION_PAGE_SIZE }),
    (s) => s.modelSearchResults,
    signal,
  ).then((page) => page.List);

export const modelSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['visible-models', keyword.trim().toLowerCase()],
    queryFn: ({ signal }) => searchModels(keyword.trim(), signal),
    staleTime: 5 * 60_000,
  });

export const useModelSearch = (keyword: string) =>
  useQuery({ ...modelSearchQueryOptions(keyword), enabled: keyword.trim() !== '' });
