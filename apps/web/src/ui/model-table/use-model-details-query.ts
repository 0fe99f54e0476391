import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { selectedInTable } from './details-query.ts';

/**
 * The Model Details panel's state in the query: `sectionTable` (the table's display name)
 * and `catalogNumber`, written with replace navigation so the panel adds no history.
 */
export function useModelDetailsQuery(
  tableName: string,
  catalogNumbers: () => Iterable<string>,
): { selected: string | null; select: (catalogNumber: string | null) => void } {
  const [params, setParams] = useSearchParams();
  const selected = selectedInTable(
    { sectionTable: params.get('sectionTable'), catalogNumber: params.get('catalogNumber') },
    tableName,
    catalogNumbers,
  );
  const select = useCallback(
    (catalogNumber: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (catalogNumber) {
            next.set('sectionTable', tableName);
            next.set('catalogNumber', catalogNumber);
          } else {
            next.delete('sectionTable');
            next.delete('catalogNumber');
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, tableName],
  );
  return { selected, select };
}
