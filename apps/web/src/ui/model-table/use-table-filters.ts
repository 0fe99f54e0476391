import type { TableModel } from '@portal/domain';
import { useCallback, useMemo, useState } from 'react';
import type { TableColumn } from './table-columns.ts';
import {
  appliedColumnFilters,
  applyFilters,
  emptyFilterState,
  indexRows,
  sortRows,
  type ColumnFilter,
  type SortDirection,
  type TableFilterState,
} from './table-filter.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The spec's keyword filter debounce. */
export const KEYWORD_DEBOUNCE_MS = 250;

/** Filter, facet and sort state of one table; rows are indexed once per table and columns. */
export function useTableFilters(models: TableModel[], columns: TableColumn[]) {
  const [keywordInput, setKeywordInput] = useState('');
  const debouncedKeyword = useDebouncedValue(keywordInput, KEYWORD_DEBOUNCE_MS);
  // Clearing the box applies at once; typing waits for the debounce.
  const keyword = keywordInput.trim() === '' ? '' : debouncedKeyword;
  // As typed in the column menus; column keywords apply after the same debounce.
  const [columnFilters, setColumnFilters] = useState<Record<string, ColumnFilter>>({});
  const debouncedColumns = useDebouncedValue(columnFilters, KEYWORD_DEBOUNCE_MS);
  const appliedColumns = useMemo(
    () => appliedColumnFilters(columnFilters, debouncedColumns),
    [columnFilters, debouncedColumns],
  );
  const [sort, setSort] = useState<TableFilterState['sort']>(null);
  const state: TableFilterState = useMemo(
    () => ({ keyword, columns: appliedColumns, sort }),
    [keyword, appliedColumns, sort],
  );

  const indexed = useMemo(() => indexRows(models, columns), [models, columns]);
  const filtered = useMemo(
    () => applyFilters(indexed, columns, { ...emptyFilterState, ...state }),
    [indexed, columns, state],
  );
  const rows = useMemo(
    () => sortRows(filtered.rows, columns, state.sort),
    [filtered.rows, columns, state.sort],
  );

  const setColumnFilter = useCallback(
    (key: string, filter: ColumnFilter) =>
      setColumnFilters((previous) => ({ ...previous, [key]: filter })),
    [],
  );
  const clearColumn = useCallback((key: string) => {
    setColumnFilters((previous) => {
      const { [key]: _removed, ...rest } = previous;
      return rest;
    });
    setSort((previous) => (previous?.key === key ? null : previous));
  }, []);
  const sortBy = useCallback(
    (key: string, direction: SortDirection) => setSort({ key, direction }),
    [],
  );
  const clearAll = useCallback(() => {
    setKeywordInput('');
    setColumnFilters({});
  }, []);

  return {
    state,
    /** The column filters as typed, for the column menus' inputs. */
    columnInputs: columnFilters,
    keywordInput,
    setKeywordInput,
    indexed,
    rows,
    counts: filtered.counts,
    setColumnFilter,
    clearColumn,
    sortBy,
    clearAll,
  };
}
