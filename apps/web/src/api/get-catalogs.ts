import type { Catalog } from '@portal/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from './http-client.ts';

/** The current site's catalogues; the header offers a switcher when there is more than one. */
export const getCatalogs = (signal?: AbortSignal): Promise<Catalog[]> =>
  getJson(apiUrl('/site/Catalogs'), (s) => s.catalogs, signal);

export const catalogsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'catalogs'],
    queryFn: ({ signal }) => getCatalogs(signal),
    staleTime: Infinity,
  });

export const useCatalogs = (): Catalog[] => useSuspenseQuery(catalogsQueryOptions()).data;
