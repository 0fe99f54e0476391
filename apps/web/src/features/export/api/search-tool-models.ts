import { materialGroup, modelSearchResults, type ModelSearchResult } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

/** Results a catalogue-number search lists; more words narrow it. */
export const TOOL_SEARCH_PAGE_SIZE = 20;

/**
 * GET /api/search/visibleModels, or …WithCustomerNumber when a customer is chosen, so that each
 * result carries that customer's material number.
 */
export async function searchToolModels(
  keyword: string,
  customerNumber: string | null,
  signal?: AbortSignal,
): Promise<ModelSearchResult[]> {
  const path = customerNumber ? '/search/visibleModelsWithCustomerNumber' : '/search/visibleModels';
  const page = await callAccount('GET', path, modelSearchResults, {
    signal,
    query: {
      Keyword: keyword,
      PageSize: TOOL_SEARCH_PAGE_SIZE,
      CustomerNumber: customerNumber ?? undefined,
    },
  });
  return page.List;
}

/** The results of a settled search text; blank text asks nothing (spec §5). */
export const useToolModelSearch = (keyword: string, customerNumber: string | null) =>
  useQuery({
    queryKey: accountKey('export-models', keyword.toLowerCase(), customerNumber),
    queryFn: ({ signal }) => searchToolModels(keyword, customerNumber, signal),
    enabled: keyword.trim() !== '',
    staleTime: 60_000,
    // The last results stay while the next ones load: the list does not jump.
    placeholderData: keepPreviousData,
  });

/** GET /api/search/MaterialGroup: every material group, by number. */
export const useMaterialGroups = () =>
  useQuery({
    queryKey: ['material-groups'],
    queryFn: ({ signal }) =>
      callAccount('GET', '/search/MaterialGroup', z.array(materialGroup), { signal }),
    staleTime: 10 * 60_000,
  });
