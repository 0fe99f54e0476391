import { SESSION_COOKIE } from '@portal/domain';
import type { App } from '../app.ts';

export const SALES_HOST = 'sales.localhost';
export const CUSTOMERS_HOST = 'customers.localhost';

export interface SignedIn {
  token: string;
  /** Headers that carry the session as the browser does (cookie). */
  cookie: Record<string, string>;
  /** Headers that carry the session as an API client does (bearer). */
  bearer: Record<string, string>;
  body: Record<string, unknown>;
}

/** Logs in through the API and answers both ways of carrying the session. */
export async function signIn(
  app: App,
  username: string,
  password: string,
  host = SALES_HOST,
  ip = '127.0.0.1',
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Authentication/Login',
    headers: { host, 'x-forwarded-for': ip },
    payload: { Username: username, Password: password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as Record<string, unknown>;
  const token = String(body.Token);
  return {
    token,
    cookie: { host, cookie: `${SESSION_COOKIE}=${token}` },
    bearer: { host, authorization: `Bearer ${token}` },
    body,
  };
}

/** Each user signed in on the sales site: their bearer headers, by the name they are listed under. */
export async function signInEach<K extends string>(
  app: App,
  users: Record<K, { username: string; password: string }>,
): Promise<Record<K, Record<string, string>>> {
  const headers = {} as Record<K, Record<string, string>>;
  for (const key of Object.keys(users) as K[])
    headers[key] = (await signIn(app, users[key].username, users[key].password)).bearer;
  return headers;
}
