import type { LoginFailureCode, SessionUser } from './session.ts';

/** Live while the expiry (epoch seconds) lies ahead; at or past it the session has ended. */
export const isSessionLive = (expiration: number | null | undefined, nowSeconds: number): boolean =>
  typeof expiration === 'number' && nowSeconds < expiration;

/**
 * logged-out, then loading on login, then loaded (documents accepted) or pending-acceptance
 * (the user must accept the site's documents first); error when the session could not be read.
 */
export type SessionStatus = 'logged-out' | 'loading' | 'loaded' | 'pending-acceptance' | 'error';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Signed in, but held back until the site's documents are accepted. */
  pendingUser: SessionUser | null;
  /** Set by a login refused with PasswordExpired; the change-password form needs the username. */
  passwordExpired: boolean;
  expiredUsername: string | null;
}

export type SessionEvent =
  | { type: 'loading' }
  | { type: 'signed-in'; user: SessionUser }
  | { type: 'login-failed'; code: LoginFailureCode | null; username: string }
  | { type: 'acceptance-saved'; accepted: boolean }
  | { type: 'password-changed' }
  | { type: 'logged-out' }
  | { type: 'failed' };

export const loggedOutSession: SessionState = {
  status: 'logged-out',
  user: null,
  pendingUser: null,
  passwordExpired: false,
  expiredUsername: null,
};

/** The session's state machine (signed-in portals §4, admin §4). */
export function nextSessionState(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'loading':
      return { ...state, status: 'loading' };
    case 'signed-in':
      return event.user.PendingAcceptance
        ? { ...state, status: 'pending-acceptance', user: null, pendingUser: event.user }
        : { ...state, status: 'loaded', user: event.user, pendingUser: null };
    case 'login-failed':
      return event.code === 'PasswordExpired'
        ? { ...loggedOutSession, passwordExpired: true, expiredUsername: event.username }
        : { ...state, status: 'logged-out', user: null, pendingUser: null };
    case 'acceptance-saved': {
      const pending = state.pendingUser;
      if (!pending) return state;
      if (!event.accepted) return { ...state, status: 'logged-out', pendingUser: null };
      const user: SessionUser = { ...pending, PendingAcceptance: false, CodeString: 'Success' };
      return { ...state, status: 'loaded', user, pendingUser: null };
    }
    case 'password-changed':
      return { ...state, passwordExpired: false, expiredUsername: null };
    case 'logged-out':
      return loggedOutSession;
    case 'failed':
      return { ...state, status: 'error', user: null, pendingUser: null };
  }
}

/** The user the guards and the header see: the current user while the session is live. */
export const liveUser = (state: SessionState, nowSeconds: number): SessionUser | null =>
  state.user && isSessionLive(state.user.TokenExpiration, nowSeconds) ? state.user : null;
