import { orderPlaced, type OrderPlaced } from '@portal/domain';
import { apiUrl, postJson } from '../../../api/http-client.ts';
import type { GuestOrder } from '../model/guest-order.ts';

/** POST /api/order/nocustomer; the same Idempotency-Key always answers the first order. */
export const placeGuestOrder = async (
  order: GuestOrder,
  idempotencyKey: string,
): Promise<OrderPlaced['Data']> =>
  (
    await postJson(apiUrl('/order/nocustomer'), order, () => orderPlaced, {
      'idempotency-key': idempotencyKey,
    })
  ).Data;
