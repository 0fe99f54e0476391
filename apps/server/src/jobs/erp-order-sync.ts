import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { erpFeedCursor } from '../db/schema/index.ts';
import type { ErpAdapter } from '../integrations/erp/erp-adapter.ts';
import { erpOrderChanges } from '../integrations/erp/erp-sales-order.ts';
import { upsertErpOrders } from '../modules/order/erp-order-upsert.ts';

const FEED = 'sales-orders';
export const SYNC_PAGE_SIZE = 200;

export interface OrderSyncOptions {
  pageSize?: number;
  /** Asked between pages, so that a long first read does not outlast a shutdown. */
  stopping?: () => boolean;
}

/**
 * Reads the ERP's feed of changed sales orders from where the last run stopped and writes
 * them into the read model, one page per transaction together with the cursor: a page is
 * applied entirely or read again. The cursor row is locked while a page is applied, so only
 * one instance reads the feed at a time; another finds it busy and leaves. Answers how many
 * orders were applied.
 */
export async function syncErpOrders(
  db: Database,
  erp: ErpAdapter,
  options: OrderSyncOptions = {},
): Promise<number> {
  const pageSize = options.pageSize ?? SYNC_PAGE_SIZE;
  await db.insert(erpFeedCursor).values({ feed: FEED }).onConflictDoNothing();
  let applied = 0;
  for (;;) {
    const page = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ cursor: erpFeedCursor.cursor })
        .from(erpFeedCursor)
        .where(eq(erpFeedCursor.feed, FEED))
        .for('update', { skipLocked: true });
      if (!row) return null;
      // What an adapter reports is checked before any of it is written.
      const changes = erpOrderChanges.parse(await erp.changedOrders(row.cursor, pageSize));
      await upsertErpOrders(tx, changes.orders);
      await tx
        .update(erpFeedCursor)
        .set({ cursor: changes.cursor, updatedAt: sql`now()` })
        .where(eq(erpFeedCursor.feed, FEED));
      return changes;
    });
    if (!page) return applied;
    applied += page.orders.length;
    if (!page.hasMore || options.stopping?.()) return applied;
  }
}
