import { orderPlaced, type OrderPlaced } from '@portal/domain';
import { ApiError } from '../../../api/api-error.ts';
import { apiUrl, postJson } from '../../../api/http-client.ts';
import type { GuestOrder } from '../model/guest-order.ts';

/** One order as sent: the same Idempotency-Key always answers the first order placed under it. */
export interface OrderSubmission {
  order: GuestOrder;
  idempotencyKey: string;
}

/**
 * No answer (the connection failed) or the server could not act just now (503 while its
 * database restarts, a gateway without the server behind it): the order may or may not have
 * been placed, and sending it again under the same key settles which (decision 103).
 */
export const isUnsettled = (error: unknown): boolean =>
  error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

/** Pauses before the repeats: about 10 s in all, the time a restarting database takes at most. */
const REPEAT_AFTER_MS = [500, 1_000, 2_000, 3_000, 4_000];

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** POST /api/order/nocustomer, repeated while its outcome is unsettled. */
async function submitGuestOrder({
  order,
  idempotencyKey,
}: OrderSubmission): Promise<OrderPlaced['Data']> {
  for (let repeat = 0; ; repeat++) {
    try {
      const placed = await postJson(apiUrl('/order/nocustomer'), order, () => orderPlaced, {
        'idempotency-key': idempotencyKey,
      });
      return placed.Data;
    } catch (error) {
      const wait = REPEAT_AFTER_MS[repeat];
      if (wait === undefined || !isUnsettled(error)) throw error;
      await pause(wait);
    }
  }
}

/**
 * Places the checkout's orders, never one twice. An order still unsettled when its repeats
 * ran out may have been placed, so paying again sends that order first, as it was and under
 * its key: placed by then, it is answered and the new payment goes unused; refused, it was
 * never placed and the new order goes.
 */
export function guestOrderPlacer() {
  let unsettled: OrderSubmission | null = null;
  const place = async (submission: OrderSubmission) => {
    unsettled = submission;
    try {
      const placed = await submitGuestOrder(submission);
      unsettled = null;
      return { ...placed, Email: submission.order.Email };
    } catch (error) {
      if (!isUnsettled(error)) unsettled = null;
      throw error;
    }
  };
  return async (submission: OrderSubmission) => {
    if (unsettled) {
      try {
        return await place(unsettled);
      } catch (error) {
        if (isUnsettled(error)) throw error;
      }
    }
    return place(submission);
  };
}
