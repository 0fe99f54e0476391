import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  paramsFromSearch,
  searchFromParams,
  type FilterValues,
  type ListSearch,
  type ListSearchShape,
} from './list-search.ts';

/**
 * A list's filters, sort and page kept in the page's address: each change is a history entry,
 * so Back restores the list as it was, and a link shares it. `shape` is a module constant.
 */
export function useListSearch<V extends FilterValues, S extends string>(
  shape: ListSearchShape<V, S>,
) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(shape, params), [shape, params]);
  const change = (next: ListSearch<V, S>) =>
    setParams(paramsFromSearch(shape, next), { preventScrollReset: true });
  return { search, change };
}
