import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKey } from '../../db/schema/index.ts';
import { Conflict } from '../../lib/errors.ts';
import { runStatement, type NamedStatement } from '../../db/named-statement.ts';

export interface StoredAnswer {
  requestHash: string;
  response: unknown;
}

/** SHA-256 of a request body in a stable form, to tell a repeat from a different request. */
export function requestHash(body: unknown): string {
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, stable(v)]),
      );
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(stable(body)))
    .digest('hex');
}

export async function readAnswer(
  db: Executor,
  scope: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({ requestHash: idempotencyKey.requestHash, response: idempotencyKey.response })
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.scope, scope), eq(idempotencyKey.key, key)));
  return row && row.response !== null ? row : undefined;
}

const answerOrNumber: NamedStatement = {
  name: 'order-answer-or-number',
  text: `
    select k.request_hash, k.response,
      case when k.response is null
        then nextval(pg_get_serial_sequence('orders', 'order_id')) end as order_id
    from (values (1)) as one(x)
    left join idempotency_key k on k.scope = $1 and k.key = $2`,
};

/**
 * The answer stored for a key, or else the number of the order about to be written under it,
 * in one round trip. Like an order rolled back, an order refused after this (a payment that
 * cannot be verified, a model no longer sold) leaves its number unused.
 */
export async function answerOrNewOrderId(
  db: Executor,
  scope: string,
  key: string,
): Promise<{ answer: StoredAnswer } | { orderId: number }> {
  // One row always: the key's columns are null without a stored answer, the number null with one.
  const [row] = await runStatement<{ request_hash: string; response: unknown; order_id: string }>(
    db,
    answerOrNumber,
    [scope, key],
  );
  return row!.order_id === null
    ? { answer: { requestHash: row!.request_hash, response: row!.response } }
    : { orderId: Number(row!.order_id) };
}

/** The first answer again, unless the key came back with a different request. */
export function repeatOf<T>(answer: StoredAnswer, hash: string): T {
  if (answer.requestHash !== hash)
    throw new Conflict('This Idempotency-Key was already used for a different order.');
  return answer.response as T;
}
