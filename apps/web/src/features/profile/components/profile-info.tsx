import { AccountMessage, profileUpdate, type User } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { refreshSessionUser } from '../../../api/accounts/use-session.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { updateProfile, userKeyRoot } from '../api/user-calls.ts';

interface Props {
  user: User;
  /** Names are editable on the user's own profile on the sales-rep and customer sites. */
  editable: boolean;
}

const field = (label: string, value: string) => (
  <div className="col-sm-6 col-lg-3 mb-2">
    <dt className="small text-body-secondary">{label}</dt>
    <dd className="mb-0 text-break">{value || '—'}</dd>
  </div>
);

/** Username, first name, last name and e-mail; e-mail editable only for directory users. */
export function ProfileInfo({ user, editable }: Props) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const saved = { Name: user.Name, LastName: user.LastName, Email: user.Email };
  const [values, setValues] = useState(saved);
  // Every edit starts from the saved values: text typed before a Cancel is gone.
  const startEditing = () => {
    setValues(saved);
    setEditing(true);
  };
  const [saving, setSaving] = useState(false);
  const emailEditable = user.AuthProviderType === 'AD';
  const valid = profileUpdate.safeParse(values);
  const issue = (key: string) =>
    valid.success ? undefined : valid.error.issues.find((i) => i.path[0] === key)?.message;

  const save = async () => {
    if (!valid.success) return;
    setSaving(true);
    try {
      const result = await updateProfile(user.UserId, valid.data);
      showToast(
        result.Successful
          ? AccountMessage.updatedSuccessfully
          : AccountMessage.updatedUnsuccessfully,
        result.Successful ? 'success' : 'danger',
      );
      // The header's user menu shows the session's name, not the profile's.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeyRoot }),
        refreshSessionUser(),
      ]);
      setEditing(false);
    } catch {
      showToast(AccountMessage.updatedUnsuccessfully, 'danger');
    } finally {
      setSaving(false);
    }
  };

  const input = (key: 'Name' | 'LastName' | 'Email', label: string, disabled = false) => (
    <Form.Group className="col-md-4 mb-3" controlId={`profile-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={values[key]}
        disabled={disabled}
        isInvalid={!!issue(key)}
        onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
      />
      <Form.Control.Feedback type="invalid">{issue(key)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Card className="mb-4">
      <Card.Header className="d-flex align-items-center">
        <h2 className="h5 mb-0 me-auto">Information</h2>
        {editable && !editing && (
          <Button size="sm" onClick={startEditing}>
            Edit
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <div className="row">
              {input('Name', 'First name')}
              {input('LastName', 'Last name')}
              {input('Email', 'Email', !emailEditable)}
            </div>
            {!emailEditable && (
              <p className="small text-body-secondary">
                Your e-mail address is your username and cannot be changed here.
              </p>
            )}
            <div className="d-flex gap-2">
              <Button type="submit" disabled={!valid.success || saving}>
                Save
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </Form>
        ) : (
          <dl className="row mb-0">
            {field('Username', user.Username)}
            {field('First name', user.Name)}
            {field('Last name', user.LastName)}
            {field('Email', user.Email)}
          </dl>
        )}
      </Card.Body>
    </Card>
  );
}
