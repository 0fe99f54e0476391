import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { selectedInTable } from './details-query.ts';
import { useModelTableHost } from './model-table-host.ts';

/**
 * The Model Details panel's state in the query: `sectionTable` (the table's display name)
 * and `catalogNumber`, written with replace navigation so the panel adds no history. A dialog
 * hosting the table keeps it instead, leaving the page's address alone.
 */
export function useModelDetailsQuery(
  tableName: string,
  catalogNumbers: () => Iterable<string>,
): { selected: string | null; select: (catalogNumber: string | null) => void } {
  const [params, setParams] = useSearchParams();
  const hosted = useModelTableHost()?.details ?? null;
  const state = hosted ?? {
    sectionTable: params.get('sectionTable'),
    catalogNumber: params.get('catalogNumber'),
  };
  const selected = selectedInTable(state, tableName, catalogNumbers);
  const hostedSelect = hosted?.select;
  const select = useCallback(
    (catalogNumber: string | null) =>
      hostedSelect
        ? hostedSelect(tableName, catalogNumber)
        : setParams(
            (previous) => withDetails(previous, tableName, catalogNumber),
            DETAILS_NAVIGATION,
          ),
    [hostedSelect, setParams, tableName],
  );
  return { selected, select };
}

/** The panel adds no history and keeps the page where it is. */
export const DETAILS_NAVIGATION = { replace: true, preventScrollReset: true } as const;

/** The query with the panel open on a model of a table, or closed (null). */
export function withDetails(
  previous: URLSearchParams,
  tableName: string,
  catalogNumber: string | null,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  if (catalogNumber) {
    next.set('sectionTable', tableName);
    next.set('catalogNumber', catalogNumber);
  } else {
    next.delete('sectionTable');
    next.delete('catalogNumber');
  }
  return next;
}
