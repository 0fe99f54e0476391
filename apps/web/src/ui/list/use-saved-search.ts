import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  paramsFromSearch,
  searchFromParams,
  type TabbedSearch,
  type TabbedSearchShape,
} from './tabbed-search.ts';

export type ChangeSearch<S> = (
  next: (current: S) => S,
  /** Typing replaces the history entry; tabs, sorting, pages and badges add one for Back. */
  how?: { replace?: boolean },
) => void;

interface SavedFilters {
  Filters: Record<string, string>;
}

interface SavedSearchState<S> {
  search: S;
  change: ChangeSearch<S>;
  /**
   * False while the saved search is being read: the list must not ask for the default search
   * meanwhile, which the server would keep as the user's filters in place of the saved ones.
   */
  ready: boolean;
}

/**
 * A list's search lives in the page's address, so Back restores it and a link shares it. The
 * server keeps the user's last search (saveFilters); arriving without a search opens it.
 * `shape` and `savedFilters` are module constants.
 */
export function useSavedSearch<
  Tab extends string,
  Text extends string,
  Sort extends string,
  Key extends QueryKey,
>(
  shape: TabbedSearchShape<Tab, Text, Sort>,
  /** The search the server keeps for the user, as query parameters (GET /api/order/filters). */
  savedFilters: UseQueryOptions<SavedFilters, Error, SavedFilters, Key>,
): SavedSearchState<TabbedSearch<Tab, Text, Sort>> {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(shape, params), [shape, params]);
  const [arrivedBare] = useState(() => params.size === 0);
  const saved = useQuery({ ...savedFilters, enabled: arrivedBare });
  // Set by the user's first change: from then on the address alone holds the search.
  const [changed, setChanged] = useState(false);
  const restore = useEffectEvent((filters: Record<string, string>) => {
    if (!changed && Object.keys(filters).length > 0)
      setParams(new URLSearchParams(filters), { replace: true });
  });
  const filters = saved.data?.Filters;
  useEffect(() => {
    if (filters) restore(filters);
  }, [filters]);
  const kept = filters !== undefined && Object.keys(filters).length > 0;
  // A saved search that cannot be read leaves the list at its defaults rather than blank.
  const ready =
    !arrivedBare || changed || saved.isError || (saved.isSuccess && (!kept || params.size > 0));

  const change: ChangeSearch<TabbedSearch<Tab, Text, Sort>> = (next, how = {}) => {
    setChanged(true);
    setParams(paramsFromSearch(shape, next(search)), {
      replace: how.replace,
      preventScrollReset: true,
    });
  };
  return { search, change, ready };
}
