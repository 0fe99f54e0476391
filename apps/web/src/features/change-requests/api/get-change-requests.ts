import { changeRequestPage, type ChangeRequestListQuery } from '@portal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { changeRequestsKey } from './change-request-keys.ts';

/** What a list asks for: the user's own requests, or the reviewer's queue with its filters. */
export type ChangeRequestFilter = Omit<ChangeRequestListQuery, 'after'>;

/** GET /api/change-requests: one keyset page; `after` is the previous page's Next. */
export const getChangeRequests = (
  filter: ChangeRequestFilter,
  after: number | undefined,
  signal?: AbortSignal,
) =>
  callAccount('GET', '/change-requests', changeRequestPage, {
    signal,
    query: { ...filter, after },
  });

/** The pages read so far; Load more reads the next while the last page's Next is set. */
export function useChangeRequests(filter: ChangeRequestFilter) {
  return useInfiniteQuery({
    queryKey: changeRequestsKey('list', filter),
    queryFn: ({ pageParam, signal }) => getChangeRequests(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.Next ?? undefined,
  });
}
