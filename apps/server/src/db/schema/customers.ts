import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Address columns shared by customers, ship-tos and sales reps. */
const addressColumns = () => ({
  name2: text('name2').notNull().default(''),
  street: text('street').notNull().default(''),
  city: text('city').notNull().default(''),
  region: text('region').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull().default('US'),
  phone: text('phone').notNull().default(''),
  taxJurisdictionCode: text('tax_jurisdiction_code').notNull().default(''),
});

export const customer = pgTable(
  'customer',
  {
    customerNumber: text('customer_number').primaryKey(),
    customerName: text('customer_name').notNull(),
    ...addressColumns(),
    emails: text('emails').array().notNull().default([]),
    isCreditBlocked: boolean('is_credit_blocked').notNull().default(false),
    creditLimit: money('credit_limit').notNull().default(0),
    totalReceivables: money('total_receivables').notNull().default(0),
    paymentTerm: text('payment_term').notNull().default(''),
    salesText: text('sales_text').array().notNull().default([]),
    shippingText: text('shipping_text').array().notNull().default([]),
  },
  (t) => [
    index('customer_name_trgm_idx').using('gin', sql`lower(${t.customerName}) gin_trgm_ops`),
    index('customer_number_trgm_idx').using('gin', sql`lower(${t.customerNumber}) gin_trgm_ops`),
    index('customer_city_idx').on(sql`lower(${t.city})`),
    index('customer_region_idx').on(sql`lower(${t.region})`),
    index('customer_postal_code_idx').on(t.postalCode),
    // Typed ids are looked up without zeros at either end ('101234' finds '0000101234').
    index('customer_number_stripped_idx').on(sql`upper(trim(both '0' from ${t.customerNumber}))`),
  ],
);

export const shipTo = pgTable(
  'ship_to',
  {
    shipToId: integer('ship_to_id').primaryKey().generatedAlwaysAsIdentity(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customer.customerNumber, { onDelete: 'cascade' }),
    partnerNumber: text('partner_number').notNull(),
    name: text('name').notNull(),
    ...addressColumns(),
  },
  (t) => [uniqueIndex('ship_to_partner_key').on(t.customerNumber, t.partnerNumber)],
);

export const salesRep = pgTable(
  'sales_rep',
  {
    salesRepNumber: text('sales_rep_number').primaryKey(),
    name: text('name').notNull(),
    ...addressColumns(),
    emails: text('emails').array().notNull().default([]),
  },
  (t) => [
    index('sales_rep_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('sales_rep_number_trgm_idx').using('gin', sql`lower(${t.salesRepNumber}) gin_trgm_ops`),
    index('sales_rep_city_idx').on(sql`lower(${t.city})`),
    index('sales_rep_region_idx').on(sql`lower(${t.region})`),
    index('sales_rep_postal_code_idx').on(t.postalCode),
    index('sales_rep_number_stripped_idx').on(sql`upper(trim(both '0' from ${t.salesRepNumber}))`),
  ],
);

export const customerSalesRep = pgTable(
  'customer_sales_rep',
  {
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customer.customerNumber, { onDelete: 'cascade' }),
    salesRepNumber: text('sales_rep_number')
      .notNull()
      .references(() => salesRep.salesRepNumber, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.customerNumber, t.salesRepNumber] }),
    index('customer_sales_rep_rep_idx').on(t.salesRepNumber, t.customerNumber),
  ],
);

/**
 * Pricing agreements: scope 1 the whole customer, 2 one product, 3 one material (catalogue
 * number); the most specific applies. PricingType 1 NetPrice (Rate is the price), 2 Multiplier
 * (Rate is a percentage of list).
 */
export const customerMultiplier = pgTable(
  'customer_multiplier',
  {
    customerMultiplierId: integer('customer_multiplier_id')
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customer.customerNumber, { onDelete: 'cascade' }),
    scope: smallint('scope').notNull(),
    /** Product number or material number; the customer number for scope 1. */
    number: text('number').notNull(),
    pricingType: smallint('pricing_type').notNull(),
    rate: numeric('rate', { precision: 12, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_multiplier_key').on(t.customerNumber, t.scope, t.number),
    check('customer_multiplier_scope_known', sql`${t.scope} in (1, 2, 3)`),
    check('customer_multiplier_type_known', sql`${t.pricingType} in (1, 2)`),
  ],
);
