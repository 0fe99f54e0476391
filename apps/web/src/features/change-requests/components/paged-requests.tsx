import type { ChangeRequestSummary } from '@portal/domain';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import type { useChangeRequests } from '../api/get-change-requests.ts';

interface Props {
  list: ReturnType<typeof useChangeRequests>;
  children: (requests: ChangeRequestSummary[]) => ReactNode;
}

/** A list's states: loading, failed with Try again, its rows and Load more for the next page. */
export function PagedRequests({ list, children }: Props) {
  if (list.isPending) return <Loading label="Loading the change requests" />;
  if (list.isError)
    return (
      <ErrorState
        title="The change requests could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <>
      {children(list.data.pages.flatMap((page) => page.Items))}
      {list.hasNextPage && (
        <Button
          variant="outline-secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </>
  );
}
