import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** Client errors (4xx) are answers, not hiccups: they are not retried. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });

/** The page's one client, also reachable from route loaders that start a page's reads early. */
export const queryClient = createQueryClient();
