/** A list's filters: texts and true-or-false values, by the API's parameter names. */
export type FilterValues = Record<string, string | boolean>;

/** How one list reads its search: the filters with no filter at all, and its sort columns. */
export interface ListSearchShape<V extends FilterValues, S extends string> {
  noFilters: V;
  sortColumns: readonly S[];
  defaultSort: S;
}

/** A list's search as the page's address holds it (signed-in portals §3: customer filters). */
export interface ListSearch<V extends FilterValues, S extends string> {
  filters: V;
  sortBy: S;
  sortDesc: boolean;
  page: number;
}

/** The API's own limits: a longer text or a higher page would be refused. */
const MAX_TEXT = 100;
const MAX_PAGE = 100_000;

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
};

/**
 * Reads the page's address. A value the server would refuse (an edited or old link) is left
 * out, as if it had never been typed, rather than failing the list.
 */
export function searchFromParams<V extends FilterValues, S extends string>(
  shape: ListSearchShape<V, S>,
  params: URLSearchParams,
): ListSearch<V, S> {
  const filters: FilterValues = {};
  for (const [key, none] of Object.entries(shape.noFilters)) {
    const value = params.get(key);
    if (typeof none === 'boolean') filters[key] = value === 'true';
    else filters[key] = value !== null && value.trim().length <= MAX_TEXT ? value.trim() : none;
  }
  const sortBy = shape.sortColumns.find((column) => column === params.get('sortBy'));
  return {
    filters: filters as V,
    sortBy: sortBy ?? shape.defaultSort,
    sortDesc: params.get('sortDesc') !== 'false',
    page: pageOf(params.get('page')),
  };
}

/** The address of a search: only what differs from the defaults, so links stay short. */
export function paramsFromSearch<V extends FilterValues, S extends string>(
  shape: ListSearchShape<V, S>,
  search: ListSearch<V, S>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search.filters))
    if (value !== shape.noFilters[key]) params.set(key, String(value));
  if (search.sortBy !== shape.defaultSort) params.set('sortBy', search.sortBy);
  if (!search.sortDesc) params.set('sortDesc', 'false');
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** Filters applied: the list starts again from page 1. */
export const withFilters = <V extends FilterValues, S extends string>(
  search: ListSearch<V, S>,
  filters: V,
): ListSearch<V, S> => ({ ...search, filters, page: 1 });

/** The same column again flips the direction; a new column starts descending; page 1 (§4). */
export const withSort = <V extends FilterValues, S extends string>(
  search: ListSearch<V, S>,
  column: S,
): ListSearch<V, S> => ({
  ...search,
  sortBy: column,
  sortDesc: column === search.sortBy ? !search.sortDesc : true,
  page: 1,
});

/** The list API's paging and sort parameters, beside the filters (GET /customer, /sales-rep). */
export const apiQueryOf = <V extends FilterValues, S extends string>(
  search: ListSearch<V, S>,
  pageSize: number,
) => ({
  ...search.filters,
  Page: search.page,
  PageSize: pageSize,
  SortBy: search.sortBy,
  SortDirection: search.sortDesc ? ('desc' as const) : ('asc' as const),
});
