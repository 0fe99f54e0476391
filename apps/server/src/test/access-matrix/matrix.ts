import type { SampleIds } from './fixture.ts';

/** Every kind of caller, in the order each call is tried. */
export const ACTORS = [
  'anonymous',
  'customer',
  'otherCustomer',
  'salesRep',
  'admin',
  'deactivated',
] as const;
export type Actor = (typeof ACTORS)[number];

/** The status each caller gets. */
export type Outcome = Record<Actor, number>;

/** One status for everyone, with exceptions. */
export const everyone = (status: number, except: Partial<Outcome> = {}): Outcome => ({
  ...(Object.fromEntries(ACTORS.map((a) => [a, status])) as Outcome),
  ...except,
});

/** Signed-out and deactivated callers get 401; the signed-in get `status` unless told. */
export const signedIn = (status: number, except: Partial<Outcome> = {}): Outcome =>
  everyone(status, { anonymous: 401, deactivated: 401, ...except });

/** Only the customer admin gets `status`; other signed-in callers 403. */
export const adminOnly = (status: number): Outcome => signedIn(403, { admin: status });

/** One call of a route with sample parameters and what each caller gets. */
export interface MatrixCall {
  /** 'METHOD path' exactly as the route is registered. */
  route: string;
  /** What this call proves, when the route has more than one. */
  case?: string;
  /** The URL with sample parameters; the route's path when it has none. */
  url?: (ids: SampleIds) => string;
  /** The body; by caller where one caller's try must not affect the next (login limits). */
  body?: (ids: SampleIds, actor: Actor) => unknown;
  /** Names of PDFs sent as multipart/form-data. */
  upload?: string[];
  /** Ends or replaces the caller's session: each caller signs in afresh for it. */
  freshSession?: boolean;
  /** A host other than the sales site's. */
  host?: string;
  expect: Outcome;
}

export const callName = (call: MatrixCall): string =>
  call.case ? `${call.route} (${call.case})` : call.route;
