import type { TableModel } from '@portal/domain';
import { useCallback, useMemo, useState } from 'react';
import type { TableColumn } from './table-columns.ts';
import {
  appliedColumnFilters,
  applyFilters,
  emptyFilterState,
  filtersHiding,
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
  // A row brought into view by clearing the filters that hid it, until the viewer filters again.
  const [shown, setShown] = useState<string | null>(null);
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

  const typeKeyword = useCallback((keyword: string) => {
    setKeywordInput(keyword);
    setShown(null);
  }, []);
  const setColumnFilter = useCallback((key: string, filter: ColumnFilter) => {
    setColumnFilters((previous) => ({ ...previous, [key]: filter }));
    setShown(null);
  }, []);
  const clearColumn = useCallback((key: string) => {
    setShown(null);
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
    setShown(null);
  }, []);
  /** Clears only the filters that hide a model's row; the others stay as the viewer set them. */
  const showRow = useCallback(
    (catalogNumber: string) => {
      const row = indexed.find((r) => r.model.PcnCatalogNumber === catalogNumber);
      // As typed, not as applied: a keyword still in its debounce would hide the row after it.
      const typed = { keyword: keywordInput, columns: columnFilters, sort: null };
      const hiding = row ? filtersHiding(row, columns, typed) : { keyword: false, columns: [] };
      const hidden = hiding.keyword || hiding.columns.length > 0;
      if (hiding.keyword) setKeywordInput('');
      if (hiding.columns.length > 0)
        setColumnFilters((previous) =>
          Object.fromEntries(Object.entries(previous).filter(([k]) => !hiding.columns.includes(k))),
        );
      setShown(hidden ? catalogNumber : null);
    },
    [indexed, columns, keywordInput, columnFilters],
  );

  return {
    state,
    /** The column filters as typed, for the column menus' inputs. */
    columnInputs: columnFilters,
    keywordInput,
    setKeywordInput: typeKeyword,
    indexed,
    rows,
    /** Facet counts, worked out when a column menu opens. */
    facetCounts: () => filtered.counts,
    setColumnFilter,
    clearColumn,
    sortBy,
    clearAll,
    showRow,
    /** The catalogue number whose row the last showRow uncovered, while the filters stay so. */
    shown,
  };
}
