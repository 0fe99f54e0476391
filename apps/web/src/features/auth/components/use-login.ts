import { AccountMessage, scopeForSite } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ACCOUNT_QUERY_ROOT } from '../../../api/accounts/account-keys.ts';
import { login } from '../../../api/accounts/session-calls.ts';
import { dispatchSession } from '../../../api/accounts/session-store.ts';
import { useSite } from '../../../api/get-site.ts';

export type LoginResult = { signedIn: true } | { signedIn: false; message: string };

/**
 * Logs in with the site's scope and moves on: / after success, the directory sign-up for a
 * directory user without e-mail, reset-password in change mode for an expired password. A
 * user who must accept documents goes to / too, where the acceptance modal shows over a
 * neutral page rather than over the login form.
 */
export function useLogin() {
  const site = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (username: string, password: string): Promise<LoginResult> => {
    dispatchSession({ type: 'loading' });
    const answer = await login({
      Username: username,
      Password: password,
      Scope: scopeForSite(site.Name),
    }).catch(() => null);
    if (!answer || !answer.ok) {
      const code = answer && !answer.ok ? answer.failure.CodeString : null;
      dispatchSession({
        type: 'login-failed',
        code: code === 'PasswordExpired' ? 'PasswordExpired' : null,
        username,
      });
      if (code === 'PasswordExpired') void navigate('/authentication/reset-password');
      const message = answer && !answer.ok ? answer.failure.Message : '';
      return { signedIn: false, message: message || AccountMessage.loginFailed };
    }
    queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
    const user = answer.result.User;
    dispatchSession({ type: 'signed-in', user });
    if (user.CodeString === 'AdSignupRequired') void navigate('/authentication/adsignup');
    else void navigate('/');
    return { signedIn: true };
  };
}
