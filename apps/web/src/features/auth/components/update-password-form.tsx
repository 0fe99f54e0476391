import { zodResolver } from '@hookform/resolvers/zod';
import { AccountMessage, updatePasswordForm, type UpdatePasswordForm } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { PASSWORD_HINT, PasswordField } from './password-fields.tsx';

export interface PasswordChange {
  username: string;
  oldPassword: string;
  newPassword: string;
}

interface Props {
  changeMode: boolean;
  /** Known in change mode when signed in or after an expired-password login. */
  knownUsername: string | null;
  onSubmit: (change: PasswordChange) => Promise<void>;
}

/** New password and its confirmation; in change mode the old password (and username) too. */
export function UpdatePasswordForm({ changeMode, knownUsername, onSubmit }: Props) {
  const [username, setUsername] = useState(knownUsername ?? '');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const askUsername = changeMode && !knownUsername;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordForm>({
    resolver: zodResolver(updatePasswordForm),
    defaultValues: { ChangeMode: changeMode, OldPassword: '', NewPassword: '', Confirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (askUsername && username.trim() === '') {
      setUsernameError(AccountMessage.usernameRequired);
      return;
    }
    await onSubmit({
      username: username.trim(),
      oldPassword: values.OldPassword,
      newPassword: values.NewPassword,
    });
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {askUsername && (
        <Form.Group className="mb-3" controlId="password-username">
          <Form.Label>Username</Form.Label>
          <Form.Control
            autoComplete="username"
            value={username}
            isInvalid={!!usernameError}
            onChange={(event) => {
              setUsername(event.target.value);
              setUsernameError(null);
            }}
          />
          <Form.Control.Feedback type="invalid">{usernameError}</Form.Control.Feedback>
        </Form.Group>
      )}
      {changeMode && (
        <PasswordField
          id="password-old"
          label="Current password"
          autoComplete="current-password"
          error={errors.OldPassword}
          field={register('OldPassword')}
        />
      )}
      <PasswordField
        id="password-new"
        label="New password"
        autoComplete="new-password"
        error={errors.NewPassword}
        field={register('NewPassword')}
        hint={PASSWORD_HINT}
      />
      <PasswordField
        id="password-confirmation"
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.Confirmation}
        field={register('Confirmation')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {changeMode ? 'Change password' : 'Set new password'}
      </Button>
    </Form>
  );
}
