import { ListFilters } from '../../../ui/account/list-filters.tsx';

export interface UserFilterValues {
  userName: string;
  firstName: string;
  lastName: string;
  salesRepNumber: string;
  customerNumber: string;
}

export const noUserFilters: UserFilterValues = {
  userName: '',
  firstName: '',
  lastName: '',
  salesRepNumber: '',
  customerNumber: '',
};

const fields: [keyof UserFilterValues, string][] = [
  ['userName', 'Username'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['salesRepNumber', 'Sales rep number'],
  ['customerNumber', 'Customer number'],
];

/** The user list's filters, applied together. */
export function UserFilters({ onApply }: { onApply: (values: UserFilterValues) => void }) {
  return (
    <ListFilters
      label="Filter users"
      idPrefix="users"
      fields={fields}
      empty={noUserFilters}
      onApply={onApply}
      actionsClassName="col-12 col-md-auto d-flex gap-2"
    />
  );
}
