import { orderPlaced, type CustomerOrderInput } from '@portal/domain';
import { z } from 'zod';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { apiUrl, postJson } from '../../../api/http-client.ts';

/** GET /api/order/PO/isDuplicated for the customer. */
export const isPoNumberUsed = (poNumber: string, customerNumber: string, signal?: AbortSignal) =>
  callAccount('GET', '/order/PO/isDuplicated', z.boolean(), {
    signal,
    query: { poNumber, customerNumber },
  });

/** POST /api/order (multipart): the order's fields as JSON in `request`, then the PO documents. */
export async function placeOrder(
  data: CustomerOrderInput,
  files: readonly File[],
  idempotencyKey: string,
) {
  const form = new FormData();
  form.append('request', JSON.stringify({ Data: data }));
  for (const file of files) form.append('files', file, file.name);
  const placed = await postJson(apiUrl('/order'), form, () => orderPlaced, {
    'idempotency-key': idempotencyKey,
  });
  return placed.Data;
}
