import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** Asks for the administrator token the server was started with (ADMIN_TOKEN). */
export function AdminTokenForm({ onToken }: { onToken: (token: string) => void }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onToken(value.trim());
  };
  return (
    <Form onSubmit={submit} className="d-flex flex-wrap align-items-end gap-2 mb-3">
      <Form.Group controlId="admin-token">
        <Form.Label>Administrator token</Form.Label>
        <Form.Control
          type="password"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Form.Group>
      <Button type="submit" disabled={!value.trim()}>
        Open
      </Button>
    </Form>
  );
}
