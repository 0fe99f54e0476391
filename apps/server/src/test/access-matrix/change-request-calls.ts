import { pcn } from '../../modules/cart/cart-test-data.ts';
import { signedIn, type MatrixCall } from './matrix.ts';

/**
 * Change requests (decision 179) open only on a site that takes them; the matrix's callers are
 * signed in on the sales site, which does not: the signed-out get 401, everyone else 403, and
 * nothing is proposed or decided.
 */
export const changeRequestCalls: MatrixCall[] = [
  {
    route: 'GET /api/change-requests/model/:catalogNumber',
    url: () => `/api/change-requests/model/${pcn.motor}`,
    expect: signedIn(403),
  },
  {
    route: 'POST /api/change-requests',
    body: () => ({ PcnCatalogNumber: pcn.motor, Version: '0', Values: { Descriptions: 'X' } }),
    expect: signedIn(403),
  },
  {
    route: 'POST /api/change-requests/model/:catalogNumber/delete-request',
    url: () => `/api/change-requests/model/${pcn.motor}/delete-request`,
    body: () => ({}),
    expect: signedIn(403),
  },
  { route: 'GET /api/change-requests', expect: signedIn(403) },
  {
    route: 'GET /api/change-requests/:id',
    url: () => '/api/change-requests/1',
    expect: signedIn(403),
  },
  {
    route: 'PUT /api/change-requests/:id',
    url: () => '/api/change-requests/1',
    body: () => ({ Version: '0', Values: { Descriptions: 'X' } }),
    expect: signedIn(403),
  },
  {
    route: 'POST /api/change-requests/:id/approve',
    url: () => '/api/change-requests/1/approve',
    body: () => ({ Version: '0' }),
    expect: signedIn(403),
  },
  {
    route: 'POST /api/change-requests/:id/reject',
    url: () => '/api/change-requests/1/reject',
    body: () => ({ Reason: 'No' }),
    expect: signedIn(403),
  },
  {
    route: 'POST /api/change-requests/:id/ask-for-changes',
    url: () => '/api/change-requests/1/ask-for-changes',
    body: () => ({ Reason: 'Why?' }),
    expect: signedIn(403),
  },
  {
    route: 'POST /api/change-requests/:id/withdraw',
    url: () => '/api/change-requests/1/withdraw',
    expect: signedIn(403),
  },
];
