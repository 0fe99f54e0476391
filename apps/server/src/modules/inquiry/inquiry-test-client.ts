import type { CustomerOrderInput, InquiryAnswer } from '@portal/domain';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { pcn } from '../cart/cart-test-data.ts';
import { multipartBody } from '../order-documents/document-test-data.ts';
import { newIdempotencyKey } from '../order/order-test-data.ts';
import { inquiryData } from './inquiry-test-data.ts';

export type TestUser = { username: string; password: string };
export type TestFile = { name: string; content: Buffer };

let purchaseOrders = 0;

/** An order of customer C1 converting the inquiry, as the new-order wizard sends it. */
export const conversionOrder = (
  inquiryId: number | null,
  overrides: Partial<CustomerOrderInput> = {},
): CustomerOrderInput => ({
  PurchaseNo: `CONV-${++purchaseOrders}`,
  SalesRepNumber: 'R1',
  BillToParty: { PartnerNumber: 'C1' },
  ShipToParty: { PartnerNumber: 'C1' },
  Items: [
    { Material: pcn.motor, Quantity: 2 },
    { Material: pcn.gasket, Quantity: 1 },
  ],
  TextLines: [],
  InquiryId: inquiryId,
  ...overrides,
});

/**
 * The calls of an inquiry's life through app.inject, each user signed in once on `host`:
 * creating, reading, cancelling, its files, and the order that converts it.
 */
export function inquiryClient(app: App, host = SALES_HOST) {
  const cookies = new Map<string, string>();
  const headersOf = async (user: TestUser) => {
    if (!cookies.has(user.username))
      cookies.set(
        user.username,
        (await signIn(app, user.username, user.password, host)).cookie.cookie!,
      );
    return { host, cookie: cookies.get(user.username)! };
  };
  const post = async (
    user: TestUser,
    url: string,
    form: { payload: Buffer; contentType: string },
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        ...(await headersOf(user)),
        'content-type': form.contentType,
        'idempotency-key': newIdempotencyKey(),
      },
      payload: form.payload,
    });

  return {
    headersOf,
    async create(user: TestUser, files: TestFile[] = [], data: unknown = inquiryData()) {
      const res = await post(user, '/api/inquiry', multipartForm({ Data: data }, files));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data.InquiryId as number;
    },
    get: async (user: TestUser, url: string) => app.inject({ url, headers: await headersOf(user) }),
    async read(user: TestUser, id: number) {
      const res = await app.inject({ url: `/api/inquiry/${id}`, headers: await headersOf(user) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InquiryAnswer;
    },
    cancel: async (user: TestUser, id: number, Reason: string) =>
      app.inject({
        method: 'POST',
        url: `/api/inquiry/${id}/cancel`,
        headers: await headersOf(user),
        payload: { Reason },
      }),
    placeOrder: async (user: TestUser, data: unknown, files: TestFile[] = []) =>
      post(user, '/api/order', multipartForm({ Data: data }, files)),
    upload: async (user: TestUser, id: number | string, files: TestFile[]) =>
      post(user, `/api/inquiry/document/${id}`, multipartBody(files)),
    deleteDocument: async (user: TestUser, documentId: number) =>
      app.inject({
        method: 'POST',
        url: `/api/inquiry/document/delete/${documentId}`,
        headers: await headersOf(user),
      }),
  };
}
