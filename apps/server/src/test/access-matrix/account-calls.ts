import { everyone, signedIn, type MatrixCall } from './matrix.ts';

/** Signing in and out, recovery, policy documents and the caller's own session. */
export const accountCalls: MatrixCall[] = [
  {
    route: 'POST /api/Authentication/Login',
    case: 'a wrong password',
    body: (_ids, actor) => ({ Username: `${actor}@example.net`, Password: 'Wrong-Pass-1' }),
    expect: everyone(401),
  },
  { route: 'GET /api/User/me', expect: signedIn(200) },
  { route: 'GET /api/Security/GetCurrentUser', expect: signedIn(200) },
  {
    route: 'GET /api/Authentication/Challenge',
    url: () => '/api/Authentication/Challenge?action=signup',
    expect: everyone(200),
  },
  {
    route: 'POST /api/Authentication/Signup',
    case: 'without a bot check',
    body: () => ({}),
    expect: everyone(400),
  },
  {
    route: 'POST /api/Authentication/AdSignup',
    case: 'local users',
    body: () => ({
      Name: 'Dana',
      LastName: 'Directory',
      Email: 'dana@example.com',
      SalesRepIds: ['6100'],
      Challenge: 'not checked before the provider',
    }),
    expect: signedIn(403),
  },
  {
    route: 'POST /api/Account/ResetPassword',
    case: 'without a bot check',
    body: () => ({ Username: 'nobody@example.com' }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/Account/UpdatePassword',
    case: 'a made-up code',
    body: () => ({ Code: 'made-up', Id: 1, NewPassword: 'Brand-New-77' }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/Account/ChangePassword',
    case: 'a wrong current password',
    body: (_ids, actor) => ({
      UserName: `changing-${actor}@example.net`,
      OldPassword: 'Wrong-Pass-1',
      NewPassword: 'Brand-New-77',
    }),
    expect: everyone(401),
  },
  { route: 'GET /api/Authentication/AcceptanceDocuments', expect: signedIn(200) },
  {
    route: 'POST /api/Authentication/AcceptanceDocuments',
    case: 'nothing to accept on the sales site',
    body: () => [],
    expect: signedIn(400),
  },
  {
    route: 'POST /api/Authentication/Logout',
    freshSession: true,
    expect: everyone(200),
  },
  {
    route: 'GET /d/:documentUrl',
    url: (ids) => `/d/${ids.policyDocumentUrl}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/d/:documentUrl',
    url: (ids) => `/api/d/${ids.policyDocumentUrl}`,
    expect: everyone(200),
  },
  // The cache screen answers 'Access Denied' to everyone but customer admins (decision 056).
  { route: 'GET /api/cache', expect: everyone(403, { admin: 200 }) },
  {
    route: 'GET /api/cache/clear/:name',
    url: () => '/api/cache/clear/sites',
    expect: everyone(403, { admin: 200 }),
  },
];
