import type { CacheEntry } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { apiUrl } from '../../../api/http-client.ts';
import { requestFetch } from '../../../api/request-fetch.ts';
import type { Schemas } from '../../../api/schemas.ts';

const TOKEN_KEY = 'portal-admin-token';

/** The admin token lives for the browser tab only (sessionStorage), never in a cookie. */
export const adminToken = {
  read: (): string => sessionStorage.getItem(TOKEN_KEY) ?? '',
  save: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  forget: () => sessionStorage.removeItem(TOKEN_KEY),
};

async function adminGet<T>(
  path: string,
  token: string,
  pick: (s: Schemas) => z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const schemas = import('../../../api/schemas.ts').then((m) => m.schemas);
  const response = await requestFetch(apiUrl(path), {
    signal,
    // A signed-in customer admin's session cookie suffices; operators add the token.
    headers: token
      ? { accept: 'application/json', 'x-admin-token': token }
      : { accept: 'application/json' },
  }).catch(() => {
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (await schemas).apiError.safeParse(body);
    throw new ApiError(
      response.status,
      error.success ? error.data.Message : `The server answered ${response.status}.`,
    );
  }
  const parsed = pick(await schemas).safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, 'The server sent an unexpected answer.');
  return parsed.data;
}

export const cachesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['admin-caches', token],
    queryFn: ({ signal }): Promise<CacheEntry[]> =>
      adminGet('/cache', token, (s) => s.cacheEntries, signal),
    retry: false,
  });

export const useCaches = (token: string) => useQuery(cachesQueryOptions(token));

export const clearCache = (token: string, name: string) =>
  adminGet(`/cache/clear/${encodeURIComponent(name)}`, token, (s) => s.cacheCleared);
