import { AccountMessage } from '@portal/domain';
import { Link } from 'react-router';
import { AccountCard } from '../components/account-card.tsx';

/** Route /authentication/pending-approval: shown after a sign-up without invitation code. */
export function PendingApprovalPage() {
  return (
    <AccountCard title={AccountMessage.pendingApprovalTitle}>
      <p>Your account approval is pending.</p>
      <p>Please check your email for updates on your request.</p>
      <Link to="/authentication/login" className="btn btn-primary">
        Go to login
      </Link>
    </AccountCard>
  );
}
