import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  label: string;
  autoComplete: 'new-password' | 'current-password';
  error: FieldError | undefined;
  field: UseFormRegisterReturn;
  hint?: string;
}

/** One password input with its message. */
export function PasswordField({ id, label, autoComplete, error, field, hint }: Props) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        isInvalid={!!error}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...field}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}

export const PASSWORD_HINT =
  'At least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol.';
