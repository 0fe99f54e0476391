import type { PriceExplanation } from '@portal/domain';
import { integer, jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Amounts of orders and inquiries: dollars with cents. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** A bill-to or ship-to as an order or an inquiry keeps it (role 'BillTo' or 'ShipTo'). */
export const partyColumns = () => ({
  role: text('role').notNull(),
  partnerNumber: text('partner_number'),
  name: text('name').notNull(),
  name2: text('name2'),
  street: text('street').notNull(),
  city: text('city').notNull(),
  region: text('region').notNull(),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  phone: text('phone').notNull(),
});

/** A line of an order or an inquiry: item number, part, quantity and prices. */
export const lineColumns = () => ({
  itemNumber: integer('item_number').notNull(),
  material: text('material').notNull(),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull(),
  quantityUnit: text('quantity_unit').notNull().default('EA'),
  unitPrice: money('unit_price').notNull(),
  totalPrice: money('total_price').notNull(),
  /** How the customer's agreement made the unit price, when it did (issue 17). */
  priceRule: jsonb('price_rule').$type<PriceExplanation>(),
});

/** A file an order or an inquiry holds in the blob store (decision 140). */
export const storedFileColumns = () => ({
  name: text('name').notNull(),
  fileExtension: text('file_extension').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** Generated key in the blob store; never derived from the uploaded name. */
  blobKey: text('blob_key').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});
