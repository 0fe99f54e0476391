import { pluralCount } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../error-state.tsx';
import { Loading } from '../loading.tsx';
import { PageButtons, pageRange } from './page-buttons.tsx';

interface ListPage<Row> {
  Total: number;
  List: Row[];
  /** False when the server stopped counting at a cap (the order list). */
  TotalIsExact?: boolean;
}

interface Props<Row> {
  list: UseQueryResult<ListPage<Row>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Names the page buttons' navigation, e.g. 'Customer list pages'. */
  pagesLabel: string;
  /** The rows of the current page, usually as a ListTable. */
  children: (rows: Row[]) => ReactNode;
}

const countOf = ({ Total, TotalIsExact = true }: ListPage<unknown>) =>
  TotalIsExact ? pluralCount(Total, 'result') : `At least ${pluralCount(Total, 'result')}`;

/**
 * One page of a list with its result count and page buttons. Error and rows are not
 * either-or: when a reload fails the list keeps the rows it had, and the error stands above them.
 * While the next page loads the rows of the last one stay, and the count says it is loading.
 */
export function PagedList<Row>({ list, page, pageSize, onPage, pagesLabel, children }: Props<Row>) {
  const { data } = list;
  return (
    <>
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {data && (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {list.isPlaceholderData ? 'Loading...' : countOf(data)}
          </p>
          {children(data.List)}
          <PageButtons
            page={page}
            onPage={onPage}
            label={pagesLabel}
            {...pageRange({
              page,
              pageSize,
              total: data.Total,
              totalIsExact: data.TotalIsExact ?? true,
              rowsOnPage: data.List.length,
            })}
          />
        </>
      )}
    </>
  );
}
