import { liveUser, loggedOutSession, type SessionState, type SessionUser } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ACCOUNT_QUERY_ROOT } from './account-keys.ts';
import { getCurrentUser, logout } from './session-calls.ts';
import { dispatchSession, readSession, sessionAsked, subscribeSession } from './session-store.ts';

export const useSessionState = (): SessionState =>
  // The server renders for nobody signed in; the browser asks who is once it runs.
  useSyncExternalStore(subscribeSession, readSession, () => loggedOutSession);

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The current user while the session is live; re-renders when the token expires. */
export function useLiveUser(): SessionUser | null {
  const state = useSessionState();
  const [now, setNow] = useState(nowSeconds);
  const expiration = state.user?.TokenExpiration ?? null;
  useEffect(() => {
    if (expiration === null) return;
    const wait = (expiration - nowSeconds()) * 1000;
    // At or past its expiry the session has ended: the browser forgets the user.
    if (wait <= 0) return dispatchSession({ type: 'logged-out' });
    // Timers cap at about 24.8 days; a later expiry is re-checked then.
    const timer = window.setTimeout(() => setNow(nowSeconds()), Math.min(wait, 2_147_000_000) + 50);
    return () => window.clearTimeout(timer);
  }, [expiration, now]);
  return liveUser(state, now);
}

let loading: Promise<void> | null = null;

/** Asks the server who is signed in (once per page load unless forced). */
export function loadSession(force = false): Promise<void> {
  if (loading) return loading;
  if (sessionAsked() && !force) return Promise.resolve();
  dispatchSession({ type: 'loading' });
  loading = getCurrentUser()
    .then(
      (user) => dispatchSession(user ? { type: 'signed-in', user } : { type: 'logged-out' }),
      () => dispatchSession({ type: 'failed' }),
    )
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * Reads the signed-in user again after a change to them (a new name), quietly: the guarded
 * page stays on screen while it loads. A failed read keeps the user the browser has.
 */
export async function refreshSessionUser(): Promise<void> {
  const user = await getCurrentUser().catch(() => undefined);
  if (user === undefined) return;
  dispatchSession(user ? { type: 'signed-in', user } : { type: 'logged-out' });
}

/** Loads the session on first use; the state says whether it is still loading. */
export function useLoadedSession(): SessionState {
  const state = useSessionState();
  useEffect(() => {
    void loadSession();
  }, []);
  return sessionAsked() ? state : { ...state, status: 'loading' };
}

/** Ends the session on the server and forgets every account answer held in the browser. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Signed out here even when the server cannot be reached; its session then simply expires.
    await logout().catch(() => undefined);
    dispatchSession({ type: 'logged-out' });
    queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
  }, [queryClient]);
}
