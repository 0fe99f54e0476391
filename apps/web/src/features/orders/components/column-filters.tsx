import type { FilterKey, OrderSearch } from '../model/order-search.ts';
import { FilterField } from './filter-field.tsx';

interface Props {
  search: OrderSearch;
  /** The Cancelled tab has no ship column, so no delivery field under it. */
  hasShipColumn: boolean;
  onFilter: (key: FilterKey, value: string) => void;
}

/**
 * The filter fields under the headings, each under its column. Below md the rows are cards
 * without columns: there the filter modal holds the same fields.
 */
export function ColumnFilters({ search, hasShipColumn, onFilter }: Props) {
  const field = (key: FilterKey) => (
    <td>
      <FilterField
        name={key}
        applied={search[key]}
        onApply={(value) => onFilter(key, value)}
        labelHidden
      />
    </td>
  );
  return (
    <tr className="d-none d-md-table-row">
      <td />
      {field('salesOrderNumber')}
      {field('orderDate')}
      {field('poNumber')}
      {field('customerName')}
      <td />
      {hasShipColumn && field('delivery')}
      <td />
      <td />
    </tr>
  );
}
