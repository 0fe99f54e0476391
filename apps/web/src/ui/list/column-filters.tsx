import { FilterField } from './filter-field.tsx';
import type { TabbedSearch, TabbedSearchShape } from './tabbed-search.ts';

interface Props<Text extends string> {
  shape: TabbedSearchShape<string, Text, string>;
  search: TabbedSearch<string, Text, string>;
  /** One per column: the text filtered under it, or null for a column without a filter. */
  columns: readonly (Text | null)[];
  onFilter: (key: Text, value: string) => void;
}

/**
 * The filter fields under the headings, each under its column. Below md the rows are cards
 * without columns: there the filter modal holds the same fields.
 */
export function ColumnFilters<Text extends string>({
  shape,
  search,
  columns,
  onFilter,
}: Props<Text>) {
  return (
    <tr className="d-none d-md-table-row">
      {columns.map((key, index) => (
        <td key={key ?? `none-${index}`}>
          {key && (
            <FilterField
              shape={shape}
              name={key}
              applied={search[key]}
              onApply={(value) => onFilter(key, value)}
              labelHidden
            />
          )}
        </td>
      ))}
    </tr>
  );
}
