import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

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
  const [values, setValues] = useState(noUserFilters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <Form onSubmit={submit} className="row g-2 align-items-end mb-3" aria-label="Filter users">
      {fields.map(([key, label]) => (
        <Form.Group key={key} className="col-6 col-md" controlId={`users-${key}`}>
          <Form.Label className="small mb-1">{label}</Form.Label>
          <Form.Control
            size="sm"
            value={values[key]}
            maxLength={100}
            onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
          />
        </Form.Group>
      ))}
      <div className="col-12 col-md-auto d-flex gap-2">
        <Button type="submit" size="sm">
          Filter
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            setValues(noUserFilters);
            onApply(noUserFilters);
          }}
        >
          Reset Filter
        </Button>
      </div>
    </Form>
  );
}
