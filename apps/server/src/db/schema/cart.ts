import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { model } from './models.ts';
import { site } from './sites.ts';

/**
 * A visitor's cart on one site. A guest's cart is found by the SHA-256 of its cookie token;
 * a signed-in user's cart (user_id, once accounts exist) absorbs the guest cart at sign-in.
 */
export const cart = pgTable(
  'cart',
  {
    cartId: integer('cart_id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.siteId, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the guest cookie; the token itself is never stored. */
    guestTokenHash: text('guest_token_hash'),
    userId: integer('user_id'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_guest_token_uq').on(t.guestTokenHash),
    uniqueIndex('cart_user_site_uq').on(t.userId, t.siteId),
    // The clean-up job's reading of idle guest carts (decision 030).
    index('cart_guest_idle_idx')
      .on(t.dateModified)
      .where(sql`${t.userId} is null`),
    check('cart_has_owner', sql`${t.guestTokenHash} is not null or ${t.userId} is not null`),
  ],
);

export const cartItem = pgTable(
  'cart_item',
  {
    cartItemId: integer('cart_item_id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => cart.cartId, { onDelete: 'cascade' }),
    pcnCatalogNumber: text('pcn_catalog_number')
      .notNull()
      .references(() => model.pcnCatalogNumber, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /**
     * The line an add of its model merges into: one per model and cart. Copies made by
     * Duplicate are not; when the merge line goes, the oldest copy takes its place.
     */
    mergeTarget: boolean('merge_target').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_item_cart_idx').on(t.cartId, t.cartItemId),
    index('cart_item_pcn_idx').on(t.pcnCatalogNumber),
    uniqueIndex('cart_item_merge_uq')
      .on(t.cartId, t.pcnCatalogNumber)
      .where(sql`${t.mergeTarget}`),
    check('cart_item_quantity_range', sql`${t.quantity} between 1 and 9999`),
  ],
);
