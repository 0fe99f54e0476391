import { AccountCard } from '../components/account-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** Route /authentication/login. */
export function LoginPage() {
  return (
    <AccountCard title="Log in">
      <LoginForm />
    </AccountCard>
  );
}
