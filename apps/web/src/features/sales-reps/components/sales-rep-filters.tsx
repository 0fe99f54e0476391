import { salesRepSortColumns, type SalesRepSortColumn } from '@portal/domain';
import { holderChecks } from '../../../ui/account/holder-checks.ts';
import { ListFilters } from '../../../ui/account/list-filters.tsx';
import type { ListSearchShape } from '../../../ui/list/list-search.ts';

// A type, not an interface: a list search needs its filters to be indexable by name.
export type SalesRepFilterValues = {
  salesRepNumber: string;
  salesRepName: string;
  city: string;
  state: string;
  postalCode: string;
  filterByHasUsers: boolean;
  filterByHasPendingPermissions: boolean;
};

const noSalesRepFilters: SalesRepFilterValues = {
  salesRepNumber: '',
  salesRepName: '',
  city: '',
  state: '',
  postalCode: '',
  filterByHasUsers: false,
  filterByHasPendingPermissions: false,
};

/** The sales rep search in the page's address (signed-in portals §3, sales rep filters). */
export const salesRepSearchShape: ListSearchShape<SalesRepFilterValues, SalesRepSortColumn> = {
  noFilters: noSalesRepFilters,
  sortColumns: salesRepSortColumns,
  defaultSort: 'PermissionRequests',
};

const fields = [
  ['salesRepNumber', 'Sales rep number'],
  ['salesRepName', 'Name'],
  ['city', 'City'],
  ['state', 'State'],
  ['postalCode', 'Postal code'],
] as const;

interface Props {
  applied: SalesRepFilterValues;
  onApply: (values: SalesRepFilterValues) => void;
}

/** The sales rep list's filters, applied together. */
export function SalesRepFilters({ applied, onApply }: Props) {
  return (
    <ListFilters
      label="Filter sales reps"
      idPrefix="reps"
      fields={fields}
      checks={holderChecks}
      empty={noSalesRepFilters}
      initial={applied}
      onApply={onApply}
      actionsClassName="col-12 d-flex flex-wrap gap-3 align-items-center"
    />
  );
}
