import { CUSTOMER, OTHER_CUSTOMER, OTHER_SALES_REP, SALES_REP } from './fixture.ts';
import { adminOnly, signedIn, type MatrixCall } from './matrix.ts';

const NO_USER = 999_999;

/** Profiles, users, customers, sales reps and permission requests. */
export const peopleCalls: MatrixCall[] = [
  { route: 'GET /api/user/me/profile', expect: signedIn(200) },
  {
    route: 'POST /api/user/me/permissions-request',
    case: 'ids that name nothing',
    body: () => ({ salesRepIds: ['9999999'] }),
    expect: signedIn(400),
  },
  {
    route: 'POST /api/user/me/add-permissions',
    case: 'a user that does not exist',
    body: () => ({ userId: NO_USER, salesRepIds: [SALES_REP] }),
    expect: adminOnly(404),
  },
  { route: 'POST /api/user/salesreplist', body: () => [SALES_REP], expect: signedIn(200) },
  { route: 'POST /api/user/customerlist', body: () => [CUSTOMER], expect: signedIn(200) },
  {
    route: 'POST /api/user/user_salesreps',
    case: "the sales rep user's",
    body: (ids) => ({ UserId: ids.users.salesRep }),
    expect: signedIn(404, { salesRep: 200, admin: 200 }),
  },
  {
    route: 'POST /api/user/updateprofile/:userId',
    case: "the customer user's",
    url: (ids) => `/api/user/updateprofile/${ids.users.customer}`,
    body: (ids) => ({ Email: ids.customerEmail, Name: 'Casey', LastName: 'Customer' }),
    // Only one's own profile; a customer admin edits nobody's names.
    expect: signedIn(404, { customer: 200 }),
  },
  {
    route: 'POST /api/user/activate/:userId',
    case: 'a user that does not exist',
    url: () => `/api/user/activate/${NO_USER}`,
    body: () => ({ Comment: 'x', Disabled: true }),
    expect: adminOnly(404),
  },
  { route: 'GET /api/user', expect: adminOnly(200) },
  {
    route: 'GET /api/user/:userId',
    case: "the customer user's",
    url: (ids) => `/api/user/${ids.users.customer}`,
    expect: signedIn(404, { customer: 200, admin: 200 }),
  },
  { route: 'GET /api/customer', expect: signedIn(200) },
  {
    route: 'GET /api/customer/:customerNumber',
    url: () => `/api/customer/${CUSTOMER}`,
    expect: signedIn(200, { otherCustomer: 404 }),
  },
  // Look-ups answer only visible customers: an empty list, or 404 for a named one.
  {
    route: 'GET /api/Customer/search',
    url: () => '/api/Customer/search?keyword=1',
    expect: signedIn(200),
  },
  {
    route: 'GET /api/Customer/shipTos',
    url: () => `/api/Customer/shipTos?customerNumber=${CUSTOMER}`,
    expect: signedIn(200, { otherCustomer: 404 }),
  },
  { route: 'GET /api/customer/all', expect: signedIn(200) },
  { route: 'GET /api/customer/customersWithPendingRequests', expect: signedIn(200) },
  {
    route: 'POST /api/customer/permission-requests/batchRespond',
    case: 'a request that does not exist',
    body: () => ({ isApproved: false, rejectionStatus: 'x', PermissionIds: [NO_USER] }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/customer/delete',
    case: 'a permission nobody holds',
    body: () => ({ Number: OTHER_CUSTOMER, UserId: NO_USER, Comment: 'x' }),
    expect: adminOnly(404),
  },
  { route: 'GET /api/sales-rep', expect: signedIn(200) },
  {
    route: 'GET /api/sales-rep/:id',
    url: () => `/api/sales-rep/${SALES_REP}`,
    expect: signedIn(404, { salesRep: 200, admin: 200 }),
  },
  {
    route: 'POST /api/sales-rep/permission-requests/batchRespond',
    case: 'a request that does not exist',
    body: () => ({ isApproved: false, rejectionStatus: 'x', PermissionIds: [NO_USER] }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/sales-rep/delete',
    case: 'a permission nobody holds',
    body: () => ({ Number: OTHER_SALES_REP, UserId: NO_USER, Comment: 'x' }),
    expect: adminOnly(404),
  },
];
