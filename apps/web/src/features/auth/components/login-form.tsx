import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@portal/domain';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useLogin } from './use-login.ts';

const loginForm = loginRequest.pick({ Username: true, Password: true });
type LoginFields = { Username: string; Password: string };

interface Props {
  /** Keeps ids unique when the header's form and the page's are both on screen. */
  idPrefix?: string;
  /** After a successful login, or when the user follows a link to another account screen. */
  onDone?: () => void;
  /** Puts the cursor in Username once the form shows, as in the header's popover. */
  autoFocus?: boolean;
}

/** Username, Password and Log in, with the links to recovery and sign-up. */
export function LoginForm({ idPrefix = '', onDone, autoFocus = false }: Props) {
  const logIn = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields>({ resolver: zodResolver(loginForm) });
  useEffect(() => {
    if (autoFocus) setFocus('Username');
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async ({ Username, Password }) => {
    setFailure(null);
    const result = await logIn(Username, Password);
    if (result.signedIn) onDone?.();
    else setFailure(result.message);
  });

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId={`${idPrefix}login-username`}>
        <Form.Label>Username</Form.Label>
        <Form.Control
          autoComplete="username"
          isInvalid={!!errors.Username}
          {...register('Username')}
        />
        <Form.Control.Feedback type="invalid">{errors.Username?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}login-password`}>
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="current-password"
          isInvalid={!!errors.Password}
          {...register('Password')}
        />
        <Form.Control.Feedback type="invalid">{errors.Password?.message}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={isSubmitting} className="w-100 mb-3">
        {isSubmitting ? 'Logging in…' : 'Log in'}
      </Button>
      <div className="d-flex justify-content-between flex-wrap gap-2 small">
        <Link to="/authentication/forgot-password" onClick={onDone}>
          Forgot your password?
        </Link>
        <Link to="/authentication/signup" onClick={onDone}>
          Create an account
        </Link>
      </div>
    </Form>
  );
}
