import { zodResolver } from '@hookform/resolvers/zod';
import { AccountMessage, passwordResetRequest } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { requestRecovery } from '../api/passwords.ts';
import { AccountCard } from '../components/account-card.tsx';

const recoveryForm = passwordResetRequest.pick({ Username: true });

function RequestReceived() {
  return (
    <AccountCard title={AccountMessage.recoveryReceived}>
      <p className="fw-semibold">{AccountMessage.recoveryCheckInbox}</p>
      <p>{AccountMessage.recoveryLinkSent}</p>
      <Link to="/authentication/login" className="btn btn-primary">
        Continue
      </Link>
    </AccountCard>
  );
}

/** Route /authentication/forgot-password: asks for the username (an e-mail address). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ Username: string }>({ resolver: zodResolver(recoveryForm) });

  const onSubmit = handleSubmit(async ({ Username }) => {
    try {
      await requestRecovery(Username);
      setSent(true);
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'The request did not succeed.', 'danger');
    }
  });

  if (sent) return <RequestReceived />;
  return (
    <AccountCard title="Recover your password">
      <p>Enter the e-mail address you sign in with and we will send you a recovery link.</p>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Form.Group className="mb-3" controlId="recovery-username">
          <Form.Label>Username</Form.Label>
          <Form.Control
            type="email"
            autoComplete="username"
            isInvalid={!!errors.Username}
            {...register('Username')}
          />
          <Form.Control.Feedback type="invalid">{errors.Username?.message}</Form.Control.Feedback>
        </Form.Group>
        <div className="d-flex gap-2">
          <Button type="submit" disabled={isSubmitting}>
            Recover Password
          </Button>
          <Link to="/authentication/login" className="btn btn-outline-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </AccountCard>
  );
}
