import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The built-in ERP's own book of sales orders (integrations/erp/sandbox-erp.ts). A real ERP
 * keeps this on its side; the sandbox keeps it here so that numbers survive restarts.
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
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [uniqueIndex('erp_sandbox_order_reference_key').on(t.externalReference)],
);
