import { orderPlaced, type OrderPlaced } from '@portal/domain';
import { apiUrl } from '../../../api/http-client.ts';
import type { GuestOrder } from '../model/guest-order.ts';
import { postJson } from './send-json.ts';

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
