import type { SignupForm } from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { dispatchSession } from '../../../api/accounts/session-store.ts';
import { loadSession } from '../../../api/accounts/use-session.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { adSignup, signup } from '../api/signup.ts';
import { signupRequestOf } from './signup-request.ts';

/** Sends the sign-up; in at once with a code (go to /), else signed out to pending-approval. */
export function useSignup() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (form: SignupForm) => {
    setSubmitting(true);
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
      showToast(error instanceof Error ? error.message : 'The request did not succeed.', 'danger');
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
