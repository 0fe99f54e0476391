import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { savedFiltersQuery } from '../api/get-saved-filters.ts';
import { paramsFromSearch, searchFromParams, type OrderSearch } from '../model/order-search.ts';

export type ChangeSearch = (
  next: (current: OrderSearch) => OrderSearch,
  /** Typing replaces the history entry; tabs, sorting, pages and badges add one for Back. */
  how?: { replace?: boolean },
) => void;

interface OrderSearchState {
  search: OrderSearch;
  change: ChangeSearch;
  /**
   * False while the saved search is being read: the list must not ask for the default search
   * meanwhile, which the server would keep as the user's filters in place of the saved ones.
   */
  ready: boolean;
}

/**
 * The order search lives in the page's address, so Back restores it and a link shares it. The
 * server keeps the user's last search (saveFilters); arriving without a search opens it.
 */
export function useOrderSearch(): OrderSearchState {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const [arrivedBare] = useState(() => params.size === 0);
  const saved = useQuery({ ...savedFiltersQuery, enabled: arrivedBare });
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

  const change: ChangeSearch = (next, how = {}) => {
    setChanged(true);
    setParams(paramsFromSearch(next(search)), { replace: how.replace, preventScrollReset: true });
  };
  return { search, change, ready };
}
