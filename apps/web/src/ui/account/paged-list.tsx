import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../error-state.tsx';
import { Loading } from '../loading.tsx';
import { PageButtons } from './page-buttons.tsx';

interface Props<Row> {
  list: UseQueryResult<{ Total: number; List: Row[] }>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Names the page buttons' navigation, e.g. 'Customer list pages'. */
  pagesLabel: string;
  /** The rows of the current page, usually as a ListTable. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * One page of an account list with its result count and page buttons. Error and rows are not
 * either-or: when a reload fails the list keeps the rows it had, and the error stands above them.
 */
export function PagedList<Row>({ list, page, pageSize, onPage, pagesLabel, children }: Props<Row>) {
  return (
    <>
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {list.data && (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {list.data.Total} results
          </p>
          {children(list.data.List)}
          <PageButtons
            page={page}
            pageSize={pageSize}
            total={list.data.Total}
            onPage={onPage}
            label={pagesLabel}
          />
        </>
      )}
    </>
  );
}
