import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';
import { lineColumns, money, partyColumns, stamp, storedFileColumns } from './held-records.ts';
import { orders } from './orders.ts';

/**
 * A customer's request for a price estimate (decision 163). Its number is the public
 * InquiryId. A converted inquiry takes the status 'Converted' and names its order: the
 * unique order id makes a second conversion of the same inquiry impossible.
 */
export const inquiry = pgTable(
  'inquiry',
  {
    inquiryId: integer('inquiry_id').primaryKey().generatedAlwaysAsIdentity(),
    inquiryDate: stamp('inquiry_date').notNull().defaultNow(),
    status: text('status').notNull().default('Pending'),
    cancelDate: stamp('cancel_date'),
    cancelReason: text('cancel_reason'),
    customerNumber: text('customer_number').notNull(),
    customerName: text('customer_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    comments: text('comments').array().notNull().default([]),
    currency: text('currency').notNull().default('USD'),
    subTotal: money('sub_total').notNull(),
    tax: money('tax').notNull().default(0),
    total: money('total').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => appUser.userId, {
      onDelete: 'set null',
    }),
    /** The order the inquiry was converted to, and the ERP's number for it once known. */
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'restrict' }),
    salesOrderNumber: text('sales_order_number'),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiry_order_key').on(t.orderId),
    index('inquiry_date_idx').on(t.inquiryDate.desc(), t.inquiryId.desc()),
    // A customer's inquiries in one tab, newest first, with every column the list's filters and
    // sorts read: a customer's (or sales rep's) list reads them from this index alone.
    index('inquiry_customer_status_idx').on(
      t.customerNumber,
      t.status,
      t.inquiryDate.desc(),
      t.inquiryId.desc(),
      t.customerName,
      t.orderId,
    ),
    index('inquiry_status_date_idx').on(t.status, t.inquiryDate.desc(), t.inquiryId.desc()),
    // The list's other sorts within a status tab, and its searches (inquiry-list-filters.ts).
    index('inquiry_status_id_idx').on(t.status, t.inquiryId.desc()),
    index('inquiry_status_customer_name_idx').on(
      t.status,
      sql`lower(${t.customerName}) desc nulls last`,
      t.inquiryId.desc(),
    ),
    // What the customer searches compare, the lowered name and number as stored values, without
    // the id: a customer's inquiries share one entry, so that counting a tab, or a search most
    // of it matches (one letter), reads a small index alone.
    index('inquiry_status_customer_idx').on(
      t.status,
      sql`lower(${t.customerName})`,
      sql`lower(ltrim(${t.customerNumber}, '0'))`,
      t.customerName,
      t.customerNumber,
    ),
    index('inquiry_customer_name_trgm_idx').using(
      'gin',
      sql`lower(${t.customerName}) gin_trgm_ops`,
    ),
    index('inquiry_customer_number_prefix_idx').on(
      sql`lower(ltrim(${t.customerNumber}, '0')) text_pattern_ops`,
    ),
    check('inquiry_status_known', sql`${t.status} in ('Pending', 'Cancelled', 'Converted')`),
    check(
      'inquiry_converted_has_order',
      sql`(${t.status} = 'Converted') = (${t.orderId} is not null)`,
    ),
    check(
      'inquiry_cancel_has_reason',
      sql`(${t.status} = 'Cancelled') = (${t.cancelReason} is not null and ${t.cancelDate} is not null)`,
    ),
  ],
);

export const inquiryParty = pgTable(
  'inquiry_party',
  {
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiry.inquiryId, { onDelete: 'cascade' }),
    ...partyColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.inquiryId, t.role] }),
    check('inquiry_party_role_known', sql`${t.role} in ('BillTo', 'ShipTo')`),
  ],
);

export const inquiryItem = pgTable(
  'inquiry_item',
  {
    inquiryItemId: integer('inquiry_item_id').primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiry.inquiryId, { onDelete: 'cascade' }),
    ...lineColumns(),
  },
  (t) => [
    uniqueIndex('inquiry_item_line_key').on(t.inquiryId, t.itemNumber),
    index('inquiry_item_material_idx').on(t.material),
    check('inquiry_item_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** An inquiry's files, kept in the blob store like order documents (decision 140). */
export const inquiryDocument = pgTable(
  'inquiry_document',
  {
    documentId: integer('document_id').primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiry.inquiryId, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('inquiry_document_inquiry_idx').on(t.inquiryId, t.documentId)],
);
