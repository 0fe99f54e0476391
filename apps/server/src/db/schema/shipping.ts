import { index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const shippingStrategy = pgTable('shipping_strategy', {
  shippingStrategyId: integer('shipping_strategy_id').primaryKey(),
  /** Key items refer to by name; 'Parts' is the fallback. */
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description'),
});

export const shippingStrategyCost = pgTable(
  'shipping_strategy_cost',
  {
    shippingStrategyCostId: integer('shipping_strategy_cost_id')
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    shippingStrategyId: integer('shipping_strategy_id')
      .notNull()
      .references(() => shippingStrategy.shippingStrategyId, { onDelete: 'cascade' }),
    shippingCost: numeric('shipping_cost', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    description: text('description'),
    minOrderAmount: numeric('min_order_amount', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Null means open-ended. */
    maxOrderAmount: numeric('max_order_amount', { precision: 12, scale: 2, mode: 'number' }),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [index('shipping_cost_strategy_idx').on(t.shippingStrategyId)],
);

export const supplierLocation = pgTable('supplier_location', {
  supplierLocationId: integer('supplier_location_id').primaryKey(),
  locationName: text('location_name').notNull(),
});

export const inventory = pgTable(
  'inventory',
  {
    pcnCatalogNumber: text('pcn_catalog_number').notNull(),
    supplierLocationId: integer('supplier_location_id')
      .notNull()
      .references(() => supplierLocation.supplierLocationId, { onDelete: 'cascade' }),
    quantityAvailable: integer('quantity_available').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pcnCatalogNumber, t.supplierLocationId] })],
);
