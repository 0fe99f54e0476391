import {
  loggedOutSession,
  nextSessionState,
  type SessionEvent,
  type SessionState,
} from '@portal/domain';
import { whenSignedOut } from './account-http.ts';

/** The security module's settings kept in local storage: the expired-password flag. */
const STORAGE_KEY = 'portal.security';

function restored(): SessionState {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (saved && typeof saved === 'object' && 'expiredUsername' in saved) {
      const username = typeof saved.expiredUsername === 'string' ? saved.expiredUsername : null;
      return { ...loggedOutSession, passwordExpired: username !== null, expiredUsername: username };
    }
  } catch {
    // Unreadable settings are as good as none.
  }
  return loggedOutSession;
}

function persist(state: SessionState): void {
  try {
    if (state.passwordExpired)
      window.localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ expiredUsername: state.expiredUsername }),
      );
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private browsing may refuse storage; the flag then lasts for this page only.
  }
}

let state: SessionState = restored();
/** Whether the server has been asked who is signed in since the page loaded. */
let asked = false;
const listeners = new Set<() => void>();

export function dispatchSession(event: SessionEvent): void {
  if (event.type !== 'loading') asked = true;
  state = nextSessionState(state, event);
  persist(state);
  for (const listener of listeners) listener();
}

export const readSession = (): SessionState => state;
export const sessionAsked = (): boolean => asked;

export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

// A 401 on any account call means the server ended the session (logout elsewhere, expiry).
whenSignedOut(() => {
  if (state.user || state.pendingUser) dispatchSession({ type: 'logged-out' });
});
