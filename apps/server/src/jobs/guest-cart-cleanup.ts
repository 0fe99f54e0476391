import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** As long as the guest cart cookie lives (decision 030): after that no browser can reach it. */
export const GUEST_CART_IDLE_DAYS = 90;
const BATCH = 1000;

/**
 * Deletes guest carts nobody has changed for 90 days, lines and all, a thousand at a time
 * so that no statement holds many row locks; carts being changed right now are skipped.
 * Signed-in carts stay: their owner can always come back to them.
 */
export async function removeIdleGuestCarts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_CART_IDLE_DAYS * 86_400_000).toISOString();
  let removed = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from cart where cart_id in (
        select cart_id from cart
        where user_id is null and date_modified < ${cutoff}
        order by date_modified
        limit ${BATCH}
        for update skip locked)`);
    const count = result.rowCount ?? 0;
    removed += count;
    if (count < BATCH) return removed;
  }
}
