import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The built-in ERP's own book of the sales orders the portal handed over
 * (integrations/erp/sandbox-erp.ts). A real ERP keeps this on its side; the sandbox keeps it
 * here so that numbers survive restarts.
 */
export const erpSandboxOrder = pgTable(
  'erp_sandbox_order',
  {
    // 10-digit sales order numbers: 1000000001, 1000000002, ...
    salesOrderId: integer('sales_order_id')
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1_000_000_001 }),
    /** The portal's order reference: the same order handed over twice gets one number. */
    externalReference: text('external_reference').notNull(),
    receivedAt: stamp('received_at').notNull().defaultNow(),
    payload: jsonb('payload').notNull(),
    /** When the order last changed as far as the sandbox's clock has moved it; its feed key. */
    changedAt: stamp('changed_at').notNull().defaultNow(),
    /** When it changes next; null once it has nothing more to do. */
    nextChangeAt: stamp('next_change_at'),
  },
  (t) => [
    uniqueIndex('erp_sandbox_order_reference_key').on(t.externalReference),
    index('erp_sandbox_order_changed_idx').on(t.changedAt, t.salesOrderId),
    index('erp_sandbox_order_next_change_idx').on(t.nextChangeAt),
  ],
);

/**
 * The sandbox's order history: orders entered in the ERP by sales reps and customer users,
 * generated once for the demo customers with every step's time, past and future
 * (integrations/erp/sandbox-history.ts). `changed_at` is null until the order is placed.
 */
export const erpSandboxHistoryOrder = pgTable(
  'erp_sandbox_history_order',
  {
    salesOrderNumber: text('sales_order_number').primaryKey(),
    placedAt: stamp('placed_at').notNull(),
    plan: jsonb('plan').notNull(),
    changedAt: stamp('changed_at'),
    nextChangeAt: stamp('next_change_at'),
  },
  (t) => [
    index('erp_sandbox_history_changed_idx').on(t.changedAt, t.salesOrderNumber),
    index('erp_sandbox_history_next_change_idx').on(t.nextChangeAt),
  ],
);
