import { describe, expect, it } from 'vitest';
import type { SessionUser } from './session.ts';
import {
  isSessionLive,
  liveUser,
  loggedOutSession,
  nextSessionState,
  type SessionState,
} from './session-state.ts';

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  Id: 7,
  Name: 'Ann',
  LastName: 'Lee',
  Username: 'ann@example.com',
  Email: 'ann@example.com',
  BearerToken: null,
  TokenExpiration: 2_000,
  Role: 'customerportal',
  Roles: ['customerportal'],
  HasAccess: true,
  AuthProviderType: 'Local',
  EffectivePermissions: [],
  ResourcePermissions: [{ Type: 2, ResourceId: '1001', ResourceName: 'Acme' }],
  PendingAcceptance: false,
  CodeString: 'Success',
  ...overrides,
});

describe('session state', () => {
  it('is live only while the expiry in seconds lies ahead', () => {
    expect(isSessionLive(2_000, 1_999)).toBe(true);
    expect(isSessionLive(2_000, 2_000)).toBe(false);
    expect(isSessionLive(2_000, 2_001)).toBe(false);
    expect(isSessionLive(null, 0)).toBe(false);
  });

  it('shows no user once the token has expired', () => {
    const state = nextSessionState(loggedOutSession, { type: 'signed-in', user: user() });
    expect(liveUser(state, 1_999)?.Id).toBe(7);
    expect(liveUser(state, 2_000)).toBeNull();
  });

  it('goes loading, then loaded after a login whose acceptance is done', () => {
    const loading = nextSessionState(loggedOutSession, { type: 'loading' });
    expect(loading.status).toBe('loading');
    const loaded = nextSessionState(loading, { type: 'signed-in', user: user() });
    expect(loaded).toMatchObject({ status: 'loaded', pendingUser: null });
    expect(loaded.user?.Id).toBe(7);
  });

  it('holds a user who must accept documents as pending, not as the current user', () => {
    const state = nextSessionState(loggedOutSession, {
      type: 'signed-in',
      user: user({ PendingAcceptance: true, CodeString: 'PendingAcceptance' }),
    });
    expect(state.status).toBe('pending-acceptance');
    expect(state.user).toBeNull();
    expect(state.pendingUser?.Id).toBe(7);
  });

  it('promotes the pending user on acceptance and only drops it on decline', () => {
    const pending = nextSessionState(loggedOutSession, {
      type: 'signed-in',
      user: user({ PendingAcceptance: true, CodeString: 'PendingAcceptance' }),
    });
    const accepted = nextSessionState(pending, { type: 'acceptance-saved', accepted: true });
    expect(accepted.status).toBe('loaded');
    expect(accepted.user).toMatchObject({ Id: 7, PendingAcceptance: false });
    const declined = nextSessionState(pending, { type: 'acceptance-saved', accepted: false });
    expect(declined).toMatchObject({ user: null, pendingUser: null, status: 'logged-out' });
  });

  it('remembers the username of an expired password until the password is changed', () => {
    const expired = nextSessionState(loggedOutSession, {
      type: 'login-failed',
      code: 'PasswordExpired',
      username: 'ann@example.com',
    });
    expect(expired).toMatchObject({ passwordExpired: true, expiredUsername: 'ann@example.com' });
    const changed = nextSessionState(expired, { type: 'password-changed' });
    expect(changed).toMatchObject({ passwordExpired: false, expiredUsername: null });
  });

  it('keeps no flag after an ordinary failed login', () => {
    const failed = nextSessionState(loggedOutSession, {
      type: 'login-failed',
      code: 'LoginFailed',
      username: 'ann@example.com',
    });
    expect(failed).toEqual(loggedOutSession);
  });

  it('clears everything on logout and the user on an error', () => {
    const signedIn: SessionState = {
      ...nextSessionState(loggedOutSession, { type: 'signed-in', user: user() }),
      passwordExpired: true,
      expiredUsername: 'x',
    };
    expect(nextSessionState(signedIn, { type: 'logged-out' })).toEqual(loggedOutSession);
    const failed = nextSessionState(signedIn, { type: 'failed' });
    expect(failed).toMatchObject({ status: 'error', user: null });
  });
});
