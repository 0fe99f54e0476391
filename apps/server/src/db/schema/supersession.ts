import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';
import { model } from './models.ts';

/**
 * A model replaced by a newer one (decision 177): one replacement per old model, chains
 * A → B → C by following the links. Loops are refused by the editor call before writing.
 */
export const modelSupersession = pgTable(
  'model_supersession',
  {
    pcnCatalogNumber: text('pcn_catalog_number')
      .primaryKey()
      .references(() => model.pcnCatalogNumber, { onDelete: 'cascade' }),
    replacedBy: text('replaced_by')
      .notNull()
      .references(() => model.pcnCatalogNumber, { onDelete: 'cascade' }),
    note: text('note'),
    changedByUserId: integer('changed_by_user_id').references(() => appUser.userId, {
      onDelete: 'set null',
    }),
    /** Kept as written then, like the change log's user name. */
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('model_supersession_not_itself', sql`${t.pcnCatalogNumber} <> ${t.replacedBy}`),
    // The models a model replaces: who leads into a chain.
    index('model_supersession_replaced_by_idx').on(t.replacedBy),
    // A search of an old number finds its link by the number's search key (search/tiers.ts).
    index('model_supersession_key_idx').on(
      sql`ltrim(upper(regexp_replace(${t.pcnCatalogNumber}, '[^A-Za-z0-9]+', '', 'g')), '0')`,
    ),
  ],
);
