import * as t from '../../db/schema/index.ts';
import type { TestDatabase } from '../test-database.ts';
import { CUSTOMER, OTHER_CUSTOMER } from './fixture.ts';
import { signedIn, type MatrixCall } from './matrix.ts';

/** Inquiries of CUSTOMER and of OTHER_CUSTOMER, written by seedMatrixInquiries. */
export const MATRIX_INQUIRY = 9001;
export const OTHER_MATRIX_INQUIRY = 9002;

/** The sample inquiries the rows below read and cancel. */
export async function seedMatrixInquiries(database: TestDatabase): Promise<void> {
  const inquiry = (inquiryId: number, customerNumber: string) => ({
    inquiryId,
    customerNumber,
    customerName: `Customer ${customerNumber}`,
    contactName: 'Bea Buyer',
    contactPhone: '2175550100',
    contactEmail: 'bea@example.com',
    subTotal: 10,
    total: 10,
  });
  await database.db
    .insert(t.inquiry)
    .overridingSystemValue()
    .values([inquiry(MATRIX_INQUIRY, CUSTOMER), inquiry(OTHER_MATRIX_INQUIRY, OTHER_CUSTOMER)]);
}

/**
 * Inquiries open to readers of orders who see the customer (decision 163); anyone else gets
 * the 404 of an unknown inquiry. Only the customer admin cancels.
 */
export const inquiryCalls: MatrixCall[] = [
  {
    route: 'POST /api/inquiry',
    case: 'an inquiry without its Idempotency-Key',
    upload: ['drawing.pdf'],
    expect: signedIn(400),
  },
  {
    route: 'GET /api/inquiry',
    case: 'the inquiry list: each reader gets only the inquiries they may see',
    url: () => '/api/inquiry',
    expect: signedIn(200),
  },
  {
    route: 'GET /api/inquiry/filters',
    case: "the caller's own saved inquiry search",
    url: () => '/api/inquiry/filters',
    expect: signedIn(200),
  },
  {
    route: 'GET /api/inquiry/:inquiryId',
    case: "the customer's inquiry",
    url: () => `/api/inquiry/${MATRIX_INQUIRY}`,
    expect: signedIn(404, { customer: 200, salesRep: 200, admin: 200 }),
  },
  {
    route: 'GET /api/inquiry/:inquiryId',
    case: "the other customer's inquiry",
    url: () => `/api/inquiry/${OTHER_MATRIX_INQUIRY}`,
    expect: signedIn(404, { otherCustomer: 200, admin: 200 }),
  },
  {
    route: 'POST /api/inquiry/:inquiryId/cancel',
    case: "the other customer's pending inquiry: customer admins only",
    url: () => `/api/inquiry/${OTHER_MATRIX_INQUIRY}/cancel`,
    body: () => ({ Reason: 'Not needed' }),
    expect: signedIn(403, { admin: 200 }),
  },
  {
    route: 'POST /api/inquiry/document/:inquiryId',
    case: "files added to the customer's pending inquiry by its readers",
    url: () => `/api/inquiry/document/${MATRIX_INQUIRY}`,
    upload: ['matrix.pdf'],
    expect: signedIn(404, { customer: 200, salesRep: 200, admin: 200 }),
  },
  {
    route: 'GET /api/inquiry/documents/:inquiryId',
    url: () => `/api/inquiry/documents/${MATRIX_INQUIRY}`,
    expect: signedIn(404, { customer: 200, salesRep: 200, admin: 200 }),
  },
  {
    route: 'GET /api/inquiry/document/:documentId/:name',
    // The fixture's database holds no inquiry file before the upload above: it stored 1, 2, 3.
    url: () => '/api/inquiry/document/1/matrix.pdf',
    expect: signedIn(404, { customer: 200, salesRep: 200, admin: 200 }),
  },
  {
    route: 'POST /api/inquiry/document/delete/:documentId',
    case: 'only where the account holds the Orders delete flag: the customer admin',
    url: () => '/api/inquiry/document/delete/2',
    expect: signedIn(403, { admin: 200 }),
  },
];
