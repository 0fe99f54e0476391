import { AccountMessage } from '@portal/domain';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { dispatchSession } from '../../../api/accounts/session-store.ts';
import { loadSession, useLiveUser, useSessionState } from '../../../api/accounts/use-session.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { changePassword, updatePassword } from '../api/passwords.ts';
import { AccountCard } from '../components/account-card.tsx';
import { UpdatePasswordForm, type PasswordChange } from '../components/update-password-form.tsx';

const failed = (error: unknown) =>
  showToast(error instanceof Error ? error.message : 'The request did not succeed.', 'danger');

function ChangeMode() {
  const navigate = useNavigate();
  const user = useLiveUser();
  const session = useSessionState();
  const onSubmit = async (change: PasswordChange) => {
    try {
      const result = await changePassword({
        UserName: change.username,
        OldPassword: change.oldPassword,
        NewPassword: change.newPassword,
      });
      dispatchSession({ type: 'password-changed' });
      showToast(result.Message);
      if (result.SignedIn) {
        await loadSession(true);
        void navigate('/');
      } else {
        dispatchSession({ type: 'logged-out' });
        void navigate('/authentication/login');
      }
    } catch (error) {
      failed(error);
    }
  };
  return (
    <AccountCard title="Change your password">
      {session.passwordExpired && !user && (
        <p className="alert alert-warning">{AccountMessage.passwordExpired}</p>
      )}
      <UpdatePasswordForm
        changeMode
        knownUsername={user?.Username ?? session.expiredUsername}
        onSubmit={onSubmit}
      />
    </AccountCard>
  );
}

function ResetMode({ code, id }: { code: string; id: string }) {
  const navigate = useNavigate();
  const onSubmit = async (change: PasswordChange) => {
    try {
      const result = await updatePassword({
        Code: code,
        Id: Number(id),
        NewPassword: change.newPassword,
      });
      showToast(result.Message);
      // The server ends any session of this browser with the reset.
      dispatchSession({ type: 'logged-out' });
      void navigate('/authentication/login');
    } catch (error) {
      failed(error);
    }
  };
  return (
    <AccountCard title="Recover password">
      <UpdatePasswordForm changeMode={false} knownUsername={null} onSubmit={onSubmit} />
    </AccountCard>
  );
}

/**
 * Route /authentication/reset-password/:change?: reset mode with the link's code and id;
 * change mode with the route parameter change or after an expired-password login.
 */
export function UpdatePasswordPage() {
  const { change } = useParams();
  const [query] = useSearchParams();
  const session = useSessionState();
  const code = query.get('code') ?? '';
  const id = query.get('id') ?? '';
  if (change !== undefined || (session.passwordExpired && !code)) return <ChangeMode />;
  if (!code || !/^\d+$/.test(id))
    return (
      <AccountCard title="Recover password">
        <p>{AccountMessage.resetLinkInvalid}</p>
        <Link to="/authentication/forgot-password" className="btn btn-primary">
          Ask for a new link
        </Link>
      </AccountCard>
    );
  return <ResetMode code={code} id={id} />;
}

/** Route /authentication/change-password (signed in): always change mode. */
export const ChangePasswordPage = ChangeMode;
