import { apiError, type SignupForm } from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountCallError } from '../../../api/accounts/account-http.ts';
import { dispatchSession } from '../../../api/accounts/session-store.ts';
import { loadSession } from '../../../api/accounts/use-session.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { adSignup, signup } from '../api/signup.ts';
import { signupRequestOf } from './signup-request.ts';

/** The server's message per field ('SalesRepIds.1': the unknown id in row 2), if it sent any. */
function refusedFields(error: unknown): Record<string, string> {
  if (!(error instanceof AccountCallError)) return {};
  const parsed = apiError.safeParse(error.body);
  if (!parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const [path, [message]] of Object.entries(parsed.data.Errors ?? {}))
    if (message) fields[path] = message;
  return fields;
}

/**
 * Sends the sign-up; in at once with a code (go to /), else signed out to pending-approval. A
 * refusal is a toast; ids the server could not find are also marked on their rows until edited.
 */
export function useSignup() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const submit = async (form: SignupForm) => {
    setSubmitting(true);
    setRefused({});
    try {
      const request = signupRequestOf(form);
      const result = form.IsDirectoryUser
        ? await adSignup(request)
        : await signup({ ...request, Password: form.Password });
      showToast(result.Message);
      if (result.SignedIn) {
        await loadSession(true);
        void navigate('/');
      } else {
        dispatchSession({ type: 'logged-out' });
        void navigate('/authentication/pending-approval');
      }
    } catch (error) {
      setRefused(refusedFields(error));
      showToast(error instanceof Error ? error.message : 'The request did not succeed.', 'danger');
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting, refused, clearRefused: () => setRefused({}) };
}
