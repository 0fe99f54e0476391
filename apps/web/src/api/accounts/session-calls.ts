import type { LoginFailure, LoginResponse, LoginScope, SessionUser } from '@portal/domain';
import { AccountCallError, callAccount } from './account-http.ts';

const schemas = () => import('./session-schemas.ts');

/** GET /api/User/me: the signed-in user, or null when signed out. */
export async function getCurrentUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const { sessionUser } = await schemas();
  try {
    return await callAccount('GET', '/User/me', sessionUser, { signal, expectUnauthorized: true });
  } catch (error) {
    if (error instanceof AccountCallError && error.status === 401) return null;
    throw error;
  }
}

export interface Credentials {
  Username: string;
  Password: string;
  Scope: LoginScope;
}

export type LoginAnswer =
  | { ok: true; result: LoginResponse }
  | { ok: false; failure: Pick<LoginFailure, 'Message'> & { CodeString: string | null } };

/** POST /api/Authentication/Login; a refusal is an answer with the server's Message and code. */
export async function login(credentials: Credentials): Promise<LoginAnswer> {
  const { loginFailure, loginResponse } = await schemas();
  try {
    const result = await callAccount('POST', '/Authentication/Login', loginResponse, {
      body: credentials,
      expectUnauthorized: true,
    });
    return { ok: true, result };
  } catch (error) {
    if (!(error instanceof AccountCallError)) throw error;
    const refused = loginFailure.safeParse(error.body);
    return {
      ok: false,
      failure: refused.success
        ? refused.data
        : { Message: error.status >= 500 ? '' : error.message, CodeString: null },
    };
  }
}

export async function logout() {
  const { plainResult } = await schemas();
  return callAccount('POST', '/Authentication/Logout', plainResult, { expectUnauthorized: true });
}
