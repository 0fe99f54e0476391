import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

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
  const [values, setValues] = useState(noCustomerFilters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <Form onSubmit={submit} className="row g-2 align-items-end mb-3" aria-label="Filter customers">
      {fields.map(([key, label]) => (
        <Form.Group key={key} className="col-6 col-md" controlId={`customers-${key}`}>
          <Form.Label className="small mb-1">{label}</Form.Label>
          <Form.Control
            size="sm"
            value={values[key]}
            maxLength={100}
            onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
          />
        </Form.Group>
      ))}
      <div className="col-12 d-flex flex-wrap gap-3 align-items-center">
        <Form.Check
          id="customers-has-users"
          label="Only sales reps with users"
          checked={values.filterByHasUsers}
          onChange={(event) => setValues((v) => ({ ...v, filterByHasUsers: event.target.checked }))}
        />
        <Form.Check
          id="customers-has-pending"
          label="Only with pending permission requests"
          checked={values.filterByHasPendingPermissions}
          onChange={(event) =>
            setValues((v) => ({ ...v, filterByHasPendingPermissions: event.target.checked }))
          }
        />
        <Button type="submit" size="sm">
          Filter
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            setValues(noCustomerFilters);
            onApply(noCustomerFilters);
          }}
        >
          Reset Filter
        </Button>
      </div>
    </Form>
  );
}
