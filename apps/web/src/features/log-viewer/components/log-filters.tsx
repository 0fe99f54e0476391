import { changeAction } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';

const FILTERS = ['field', 'action', 'user'] as const;

/** The viewer's filters (field, action, user), kept in the address beside the subjects. */
export function LogFilters() {
  const [query, setQuery] = useSearchParams();
  const [values, setValues] = useState(() =>
    Object.fromEntries(FILTERS.map((name) => [name, query.get(name) ?? ''])),
  );
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(query);
    for (const name of FILTERS) {
      const value = values[name]?.trim() ?? '';
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setQuery(next);
  };
  // Two filters to a row on a phone: one to a row, they filled its first screen.
  return (
    <Form onSubmit={apply} className="row g-2 align-items-end mb-3" aria-label="Filter the changes">
      <Form.Group className="col-6 col-sm-4 col-lg-3" controlId="log-field">
        <Form.Label className="small mb-1">Field</Form.Label>
        <Form.Control
          size="sm"
          value={values.field}
          placeholder="e.g. DisplayName"
          onChange={(e) => set('field', e.target.value)}
        />
      </Form.Group>
      <Form.Group className="col-6 col-sm-4 col-lg-3" controlId="log-action">
        <Form.Label className="small mb-1">Action</Form.Label>
        <Form.Select
          size="sm"
          value={values.action}
          onChange={(e) => set('action', e.target.value)}
        >
          <option value="">Any</option>
          {changeAction.options.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-sm-4 col-lg-3" controlId="log-user">
        <Form.Label className="small mb-1">User</Form.Label>
        <Form.Control size="sm" value={values.user} onChange={(e) => set('user', e.target.value)} />
      </Form.Group>
      <div className="col-auto">
        <Button type="submit" size="sm">
          Filter
        </Button>
      </div>
    </Form>
  );
}
