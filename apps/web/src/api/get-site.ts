import type { Site } from '@portal/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from './http-client.ts';

/** The site this host name serves (logo, title, flags, default catalogue). */
export const getSite = (signal?: AbortSignal): Promise<Site> =>
  getJson(apiUrl('/site'), (s) => s.site, signal);

export const siteQueryOptions = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: ({ signal }) => getSite(signal),
    staleTime: Infinity,
  });

export const useSite = (): Site => useSuspenseQuery(siteQueryOptions()).data;
