import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_ORDER_SEARCH,
  paramsFromSearch,
  searchFromParams,
  type OrderSearch,
} from '../model/order-search.ts';
import { readSavedSearch, saveSearch } from '../model/saved-search.ts';

export type ChangeSearch = (
  next: (current: OrderSearch) => OrderSearch,
  /** Typing replaces the history entry; tabs, sorting, pages and badges add one for Back. */
  how?: { replace?: boolean },
) => void;

/**
 * The order search lives in the page's address, so Back restores it and a link shares it. Each
 * change the user makes is also saved; arriving without a search opens the last one saved.
 */
export function useOrderSearch(userId: number): { search: OrderSearch; change: ChangeSearch } {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const [arrival] = useState(() => (params.size === 0 ? readSavedSearch(userId) : null));
  const restore = useEffectEvent(() => {
    if (arrival) setParams(new URLSearchParams(arrival), { replace: true });
  });
  useEffect(() => restore(), [arrival]);

  const change: ChangeSearch = (next, how = {}) => {
    const changed = next(search);
    saveSearch(userId, paramsFromSearch({ ...changed, page: DEFAULT_ORDER_SEARCH.page }));
    setParams(paramsFromSearch(changed), { replace: how.replace, preventScrollReset: true });
  };
  return { search, change };
}
