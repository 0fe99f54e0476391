import type { FormEvent } from 'react';
import { signupForm, type SignupForm } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { IdRows } from '../../../ui/account/id-rows.tsx';
import { PASSWORD_HINT } from './password-fields.tsx';
import { useCheckedForm } from './use-checked-form.ts';

interface Props {
  initial: SignupForm;
  submitting: boolean;
  onSubmit: (form: SignupForm) => void;
  /** The server's messages by field path, such as an id it could not find ('SalesRepIds.1'). */
  refused?: Record<string, string>;
  /** The rows were edited: the server's messages about them no longer hold. */
  onRowsEdited?: () => void;
}

type TextKey = 'Name' | 'LastName' | 'Email' | 'Password' | 'Confirmation';

const rowErrors = (errors: Record<string, string>, field: string) => {
  const found: Record<number, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const [name, index] = path.split('.');
    if (name === field && index !== undefined) found[Number(index)] = message;
  }
  return found;
};

/** Create Account: names, e-mail, password (not for directory users), code or id rows. */
export function SignupFormView({
  initial,
  submitting,
  onSubmit,
  refused = {},
  onRowsEdited,
}: Props) {
  const { values, set, errors, validate } = useCheckedForm(signupForm, initial);
  const customerSite = values.SiteKind === 'customer';
  const rowField = customerSite ? 'CustomerNumbers' : 'SalesRepIds';

  const text = (key: TextKey, label: string, type = 'text', autoComplete?: string) => (
    <Form.Group className="mb-3 col-md-6" controlId={`signup-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        value={values[key]}
        isInvalid={!!errors[key]}
        aria-describedby={key === 'Password' ? 'signup-password-hint' : undefined}
        onChange={(event) => set(key, event.target.value)}
      />
      {key === 'Password' && (
        <Form.Text id="signup-password-hint" className="d-block">
          {PASSWORD_HINT}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{errors[key]}</Form.Control.Feedback>
    </Form.Group>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) onSubmit(values);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <div className="row">
        {text('Name', 'First name', 'text', 'given-name')}
        {text('LastName', 'Last name', 'text', 'family-name')}
        {text('Email', 'Email', 'email', 'email')}
      </div>
      {!values.IsDirectoryUser && (
        <div className="row">
          {text('Password', 'Password', 'password', 'new-password')}
          {text('Confirmation', 'Confirm password', 'password', 'new-password')}
        </div>
      )}
      <Form.Check
        type="switch"
        id="signup-use-code"
        className="mb-3"
        label="I have an invitation code"
        checked={values.UseInvitationCode}
        onChange={(event) => set('UseInvitationCode', event.target.checked)}
      />
      {values.UseInvitationCode ? (
        <Form.Group className="mb-3" controlId="signup-code">
          <Form.Label>Invitation code</Form.Label>
          <Form.Control
            value={values.InvitationCode}
            isInvalid={!!errors.InvitationCode}
            onChange={(event) => set('InvitationCode', event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{errors.InvitationCode}</Form.Control.Feedback>
        </Form.Group>
      ) : (
        <>
          <p className="small text-body-secondary mb-2">
            {customerSite
              ? 'Enter the customer numbers of the accounts you buy for; an administrator approves your access.'
              : 'Enter your sales representative ids; an administrator approves your access.'}
          </p>
          <IdRows
            label={customerSite ? 'Customer number' : 'Sales representative id'}
            idPrefix={`signup-${rowField}`}
            rows={values[rowField]}
            errors={rowErrors({ ...refused, ...errors }, rowField)}
            onChange={(rows) => {
              set(rowField, rows);
              onRowsEdited?.();
            }}
          />
        </>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Creating account…' : 'Create Account'}
      </Button>
      <p className="small mt-3 mb-0">
        Already have an account? <Link to="/authentication/login">Log in</Link>
      </p>
    </Form>
  );
}
