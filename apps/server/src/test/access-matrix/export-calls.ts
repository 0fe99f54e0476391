import { CUSTOMER } from './fixture.ts';
import { signedIn, type MatrixCall } from './matrix.ts';

const NO_JOB = '00000000-0000-4000-8000-000000000000';
const NO_KEY = 'A'.repeat(43);

/** The export tool (decision 166): the Export module's readers, each with their customers. */
export const exportCalls: MatrixCall[] = [
  {
    route: 'GET /api/export/:level',
    url: (ids) => `/api/export/product?productId=${ids.product.id}&ShowPricing=true`,
    expect: signedIn(200),
  },
  {
    route: 'GET /api/export/:level',
    case: "a customer's prices",
    url: (ids) =>
      `/api/export/product?productId=${ids.product.id}&ShowPricing=true&customerNumber=${CUSTOMER}`,
    expect: signedIn(200, { otherCustomer: 404 }),
  },
  { route: 'GET /api/export/jobs', expect: signedIn(200) },
  {
    route: 'GET /api/export/jobs/:jobId',
    url: () => `/api/export/jobs/${NO_JOB}`,
    expect: signedIn(404),
  },
  {
    route: 'DELETE /api/export/jobs/:jobId',
    url: () => `/api/export/jobs/${NO_JOB}`,
    expect: signedIn(404),
  },
  {
    route: 'GET /api/export/download/:key',
    url: () => `/api/export/download/${NO_KEY}`,
    expect: signedIn(404),
  },
];
