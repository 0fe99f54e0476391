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
];
