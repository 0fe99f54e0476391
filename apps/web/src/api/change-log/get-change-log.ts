import { changeLogPage, type ChangeLogPage, type ChangeLogQuery } from '@portal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { accountKey } from '../accounts/account-keys.ts';
import { callAccount } from '../accounts/account-http.ts';

/** What a change-log read asks for: the spec's subjects, an item or field, the filters. */
export type ChangeLogFilter = Partial<Omit<ChangeLogQuery, 'after' | 'pageSize'>>;

/** GET /api/changelog: one page, newest first; `after` is the previous page's Next. */
export const getChangeLog = (
  filter: ChangeLogFilter,
  after: number | undefined,
  signal?: AbortSignal,
): Promise<ChangeLogPage> =>
  callAccount('GET', '/changelog', changeLogPage, { signal, query: { ...filter, after } });

/** The change log's pages, one more each fetchNextPage while the last page's Next is set. */
export function useChangeLog(filter: ChangeLogFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: accountKey('change-log', filter),
    queryFn: ({ pageParam, signal }) => getChangeLog(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.Next ?? undefined,
    enabled,
  });
}
