import { is, SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lineColumns, money, partyColumns, stamp, storedFileColumns } from './held-records.ts';
import { site } from './sites.ts';

type OrderColumn = ExtraConfigColumn;
type ListColumns = Record<
  | 'orderId'
  | 'salesOrderNumber'
  | 'status'
  | 'customerPurchaseOrderNumber'
  | 'customerNumber'
  | 'customerName'
  | 'expectedShippingDate'
  | 'itemsTotal',
  OrderColumn
>;

/**
 * What the order list reads (docs/decisions/151). A customer admin's list, which never holds
 * orders of no customer, is read in each sort order from a partial index on the sort value and
 * the order id (in the order-list-sort.ts spelling, DESC NULLS LAST), stopping after the page;
 * the searches read prefix and trigram indexes.
 */
function orderListIndexes(t: ListColumns) {
  const byKey = (name: string, key: OrderColumn | SQL) =>
    index(`orders_list_${name}_idx`)
      .on(is(key, SQL) ? key : key.desc(), t.orderId.desc())
      .where(sql`${t.customerNumber} is not null`);
  // Spelled as the list sorts by it, so that the index serves that sort.
  const statusRank = sql`array_position(array['Pending', 'In Progress', 'Shipped', 'Cancelled']::text[], ${t.status})`;
  return [
    byKey('sales_order_number', t.salesOrderNumber),
    byKey('po_number', t.customerPurchaseOrderNumber),
    byKey('customer_name', sql`lower(${t.customerName}) desc nulls last`),
    byKey('expected_shipping', t.expectedShippingDate),
    byKey('status', sql`${statusRank} desc nulls last`),
    byKey('items_total', t.itemsTotal),
    index('orders_sales_order_number_prefix_idx').on(t.salesOrderNumber.op('text_pattern_ops')),
    index('orders_po_number_prefix_idx').on(
      sql`lower(${t.customerPurchaseOrderNumber}) text_pattern_ops`,
    ),
    index('orders_customer_number_prefix_idx').on(
      sql`lower(ltrim(${t.customerNumber}, '0')) text_pattern_ops`,
    ),
    index('orders_customer_name_trgm_idx').using('gin', sql`lower(${t.customerName}) gin_trgm_ops`),
    // With the order id: the shipped-orders card reads the ids from the index alone.
    index('orders_still_to_ship_idx')
      .on(t.expectedShippingDate, t.orderId)
      .where(sql`${t.status} in ('Pending', 'In Progress')`),
  ];
}

/**
 * One order of the read model: placed in the portal (a guest's card order, or a signed-in
 * customer's with customer number, creator, sales reps and PO number) or entered in the ERP and
 * read from its feed (decision 150). The ERP assigns the sales order number and moves the status.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: integer('order_id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random, URL-safe; whoever holds it may read the order without signing in. */
    publicKey: text('public_key').notNull(),
    salesOrderNumber: text('sales_order_number'),
    /** 'portal' for orders placed here, 'erp' for orders the ERP's feed brought in. */
    origin: text('origin').notNull().default('portal'),
    status: text('status').notNull().default('Pending'),
    siteId: integer('site_id').references(() => site.siteId),
    customerPurchaseOrderNumber: text('customer_purchase_order_number').notNull(),
    customerNumber: text('customer_number'),
    customerName: text('customer_name'),
    creatorUsername: text('creator_username'),
    creatorName: text('creator_name'),
    email: text('email').notNull(),
    textLines: text('text_lines').array().notNull().default([]),
    shipVia: text('ship_via').notNull().default('Best Way'),
    currency: text('currency').notNull().default('USD'),
    subTotal: money('sub_total').notNull(),
    shippingCost: money('shipping_cost').notNull(),
    tax: money('tax').notNull().default(0),
    taxCalculated: boolean('tax_calculated').notNull().default(false),
    total: money('total').notNull(),
    /**
     * The order list's Total (docs/decisions/151): its items' total prices, cancelled items
     * counting 0. Stored so that the list can be read in that order through an index; kept by
     * whatever writes the items.
     */
    itemsTotal: money('items_total').notNull().default(0),
    expectedShippingDate: date('expected_shipping_date', { mode: 'string' }),
    orderDate: stamp('order_date').notNull().defaultNow(),
    syncedAt: stamp('synced_at'),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_public_key_key').on(t.publicKey),
    uniqueIndex('orders_sales_order_number_key').on(t.salesOrderNumber),
    index('orders_order_date_idx').on(t.orderDate.desc(), t.orderId.desc()),
    index('orders_status_date_idx').on(t.status, t.orderDate.desc()),
    // A customer's orders newest first, with every column the order list filters and sorts
    // them by: a sales rep's list reads each customer's orders from it alone (decision 151).
    index('orders_customer_list_idx').on(
      t.customerNumber,
      t.orderDate.desc(),
      t.orderId.desc(),
      t.salesOrderNumber,
      t.customerPurchaseOrderNumber,
      t.customerName,
      t.expectedShippingDate,
      t.status,
      t.itemsTotal,
    ),
    index('orders_customer_po_idx').on(t.customerNumber, t.customerPurchaseOrderNumber),
    ...orderListIndexes(t),
    check(
      'orders_status_known',
      sql`${t.status} in ('Pending', 'In Progress', 'Shipped', 'Cancelled')`,
    ),
    check('orders_public_key_length', sql`length(${t.publicKey}) > 10`),
    check('orders_origin_known', sql`${t.origin} in ('portal', 'erp')`),
  ],
);

export const orderParty = pgTable(
  'order_party',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    ...partyColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.role] }),
    check('order_party_role_known', sql`${t.role} in ('BillTo', 'ShipTo')`),
  ],
);

export const orderItem = pgTable(
  'order_item',
  {
    orderItemId: integer('order_item_id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    ...lineColumns(),
    tax: money('tax').notNull().default(0),
    status: text('status').notNull().default('Open'),
    shippingStrategy: text('shipping_strategy').notNull(),
    imagePath: text('image_path'),
  },
  (t) => [
    uniqueIndex('order_item_line_key').on(t.orderId, t.itemNumber),
    index('order_item_material_idx').on(t.material),
    check('order_item_quantity_positive', sql`${t.quantity} > 0`),
    check('order_item_status_known', sql`${t.status} in ('Open', 'Shipped', 'Cancelled')`),
  ],
);

/** What the payment gateway authorised; the card number itself is never stored. */
export const orderPayment = pgTable(
  'order_payment',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    cardType: text('card_type'),
    /** The gateway's payment token (CardInfo.CardNumber). */
    tokenReference: text('token_reference').notNull(),
    cardholderName: text('cardholder_name'),
    lastFour: text('last_four'),
    validTo: text('valid_to'),
    billAmount: money('bill_amount'),
    authAmount: money('auth_amount'),
    currency: text('currency').notNull().default('USD'),
    authorizationNumber: text('authorization_number').notNull(),
    referenceNumber: text('reference_number'),
    authorizedAt: stamp('authorized_at'),
    preAuth: boolean('pre_auth').notNull().default(true),
  },
  (t) => [
    // One authorisation pays for one order.
    uniqueIndex('order_payment_authorization_key').on(t.tokenReference, t.authorizationNumber),
    check('order_payment_last_four', sql`${t.lastFour} is null or ${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);

export const orderSalesRep = pgTable(
  'order_sales_rep',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    salesRepNumber: text('sales_rep_number').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.salesRepNumber] }),
    index('order_sales_rep_number_idx').on(t.salesRepNumber, t.orderId),
  ],
);

export const delivery = pgTable(
  'delivery',
  {
    /** The ERP's delivery number. */
    deliveryId: text('delivery_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number'),
    shippedAt: stamp('shipped_at').notNull(),
  },
  (t) => [
    // With what the order list's delivery filter compares, read for each order from the index.
    index('delivery_order_idx').on(t.orderId, t.carrier, t.trackingNumber),
    // The order list's delivery filter (a prefix in any case) and its shipped-within window.
    index('delivery_tracking_prefix_idx').on(sql`lower(${t.trackingNumber}) text_pattern_ops`),
    index('delivery_carrier_prefix_idx').on(sql`lower(${t.carrier}) text_pattern_ops`),
    index('delivery_shipped_idx').on(t.shippedAt, t.orderId),
  ],
);

export const deliveryItem = pgTable(
  'delivery_item',
  {
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => delivery.deliveryId, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    material: text('material').notNull(),
    shortText: text('short_text').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.line] })],
);

export const trackingUpdate = pgTable(
  'tracking_update',
  {
    trackingUpdateId: integer('tracking_update_id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => delivery.deliveryId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    occurredAt: stamp('occurred_at').notNull(),
    message: text('message').notNull(),
    city: text('city'),
    state: text('state'),
  },
  // The same update reported twice by the ERP is stored once.
  (t) => [uniqueIndex('tracking_update_key').on(t.deliveryId, t.occurredAt, t.status)],
);

export const orderDocument = pgTable(
  'order_document',
  {
    documentId: integer('document_id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('order_document_order_idx').on(t.orderId, t.documentId)],
);

/** The documents a clipped document was made of, kept so that unclip gives them back. */
export const orderDocumentPart = pgTable(
  'order_document_part',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => orderDocument.documentId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    fileExtension: text('file_extension').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.position] })],
);

/** First answer to a request sent with an Idempotency-Key, returned again to its repeats. */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    response: jsonb('response'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_key_created_idx').on(t.createdAt),
  ],
);

/** Orders waiting to be handed to the ERP, written in the order's own transaction. */
export const erpOutbox = pgTable(
  'erp_outbox',
  {
    outboxId: integer('outbox_id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    processedAt: stamp('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('erp_outbox_order_idx').on(t.orderId),
    index('erp_outbox_pending_idx')
      .on(t.outboxId)
      .where(sql`${t.processedAt} is null`),
  ],
);
