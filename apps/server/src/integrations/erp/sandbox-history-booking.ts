import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { erpSandboxHistoryOrder } from '../../db/schema/index.ts';
import { generateOrderHistory } from './sandbox-history.ts';
import { historyOrderState } from './sandbox-history-plan.ts';
import { readHistoryMasterData } from './sandbox-master-data.ts';

const HISTORY_CHUNK = 500;

/**
 * Generates the history into the empty history book, under a table lock so that two portal
 * instances starting together write it once. Answers how many orders it wrote (0 when the
 * book already had its history, or there is nothing to make it of).
 */
export async function bookHistory(
  db: Database,
  history: { seed: number; customerNumbers: readonly string[] },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table erp_sandbox_history_order in share row exclusive mode`);
    const [held] = await tx
      .select({ n: sql`1` })
      .from(erpSandboxHistoryOrder)
      .limit(1);
    if (held) return 0;
    const master = await readHistoryMasterData(tx, history.customerNumbers);
    const plans = generateOrderHistory(master, { seed: history.seed, now });
    const rows = plans.map((plan) => {
      const state = historyOrderState(plan, now);
      return {
        salesOrderNumber: plan.salesOrderNumber,
        placedAt: new Date(plan.placedAt),
        plan,
        changedAt: state?.order.changedAt ?? null,
        nextChangeAt: state ? state.nextChangeAt : new Date(plan.placedAt),
      };
    });
    for (let i = 0; i < rows.length; i += HISTORY_CHUNK)
      await tx.insert(erpSandboxHistoryOrder).values(rows.slice(i, i + HISTORY_CHUNK));
    return rows.length;
  });
}
