import Form from 'react-bootstrap/Form';
import { ListFilters } from '../../../ui/account/list-filters.tsx';

export interface CustomerFilterValues {
  customerNumber: string;
  customerName: string;
  city: string;
  state: string;
  postalCode: string;
  filterByHasUsers: boolean;
  filterByHasPendingPermissions: boolean;
}

export const noCustomerFilters: CustomerFilterValues = {
  customerNumber: '',
  customerName: '',
  city: '',
  state: '',
  postalCode: '',
  filterByHasUsers: false,
  filterByHasPendingPermissions: false,
};

type TextKey = 'customerNumber' | 'customerName' | 'city' | 'state' | 'postalCode';
const fields: [TextKey, string][] = [
  ['customerNumber', 'Customer number'],
  ['customerName', 'Name'],
  ['city', 'City'],
  ['state', 'State'],
  ['postalCode', 'Postal code'],
];

/** The customer list's filters, applied together. */
export function CustomerFilters({ onApply }: { onApply: (values: CustomerFilterValues) => void }) {
  return (
    <ListFilters
      label="Filter customers"
      idPrefix="customers"
      fields={fields}
      empty={noCustomerFilters}
      onApply={onApply}
      actionsClassName="col-12 d-flex flex-wrap gap-3 align-items-center"
      extraControls={(values, change) => (
        <>
          <Form.Check
            id="customers-has-users"
            label="Only sales reps with users"
            checked={values.filterByHasUsers}
            onChange={(event) => change({ filterByHasUsers: event.target.checked })}
          />
          <Form.Check
            id="customers-has-pending"
            label="Only with pending permission requests"
            checked={values.filterByHasPendingPermissions}
            onChange={(event) => change({ filterByHasPendingPermissions: event.target.checked })}
          />
        </>
      )}
    />
  );
}
