import { Navigate } from 'react-router';
import { useSessionState } from '../../../api/accounts/use-session.ts';
import { AccountCard } from '../components/account-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** Route /authentication/login. */
export function LoginPage() {
  // Signed in with only the policy documents left: they are read on /, not over this form.
  if (useSessionState().pendingUser) return <Navigate replace to="/" />;
  return (
    <AccountCard title="Log in">
      <LoginForm />
    </AccountCard>
  );
}
