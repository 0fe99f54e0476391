import { customerSortColumns, type CustomerSortColumn } from '@portal/domain';
import { holderChecks } from '../../../ui/account/holder-checks.ts';
import { ListFilters } from '../../../ui/account/list-filters.tsx';
import type { ListSearchShape } from '../../../ui/list/list-search.ts';

// A type, not an interface: a list search needs its filters to be indexable by name.
export type CustomerFilterValues = {
  customerNumber: string;
  customerName: string;
  city: string;
  state: string;
  postalCode: string;
  filterByHasUsers: boolean;
  filterByHasPendingPermissions: boolean;
};

export const noCustomerFilters: CustomerFilterValues = {
  customerNumber: '',
  customerName: '',
  city: '',
  state: '',
  postalCode: '',
  filterByHasUsers: false,
  filterByHasPendingPermissions: false,
};

/** The customer search in the page's address (signed-in portals §3, customer search filters). */
export const customerSearchShape: ListSearchShape<CustomerFilterValues, CustomerSortColumn> = {
  noFilters: noCustomerFilters,
  sortColumns: customerSortColumns,
  defaultSort: 'PermissionRequests',
};

const fields = [
  ['customerNumber', 'Customer number'],
  ['customerName', 'Name'],
  ['city', 'City'],
  ['state', 'State'],
  ['postalCode', 'Postal code'],
] as const;

interface Props {
  applied: CustomerFilterValues;
  onApply: (values: CustomerFilterValues) => void;
}

/** The customer list's filters, applied together. */
export function CustomerFilters({ applied, onApply }: Props) {
  return (
    <ListFilters
      label="Filter customers"
      idPrefix="customers"
      fields={fields}
      checks={holderChecks}
      empty={noCustomerFilters}
      initial={applied}
      onApply={onApply}
      actionsClassName="col-12 d-flex flex-wrap gap-3 align-items-center"
    />
  );
}
