import type { SearchResultType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What site search reads: one row per product, named table and model a visitor of a
 * catalogue can see, with its numbers reduced to search keys. Derived from the catalogue
 * and rebuilt by `rebuildSearchIndex` (docs/decisions/020); never edited directly.
 * The migration gives the key columns the "C" collation so LIKE prefixes use the indexes.
 */
export const searchEntry = pgTable(
  'search_entry',
  {
    /** Rows are written products first, then tables, then models: word matches read in this order. */
    entryId: integer('entry_id').primaryKey().generatedAlwaysAsIdentity(),
    catalogId: integer('catalog_id').notNull(),
    /** Shown only in preview mode. */
    previewOnly: boolean('preview_only').notNull(),
    resultType: text('result_type').$type<SearchResultType>().notNull(),
    productId: integer('product_id').notNull(),
    sectionTableId: integer('section_table_id'),
    pcnCatalogNumber: text('pcn_catalog_number'),
    pcnKey: text('pcn_key'),
    modelKey: text('model_key'),
    /**
     * Set on a row that only carries another number of a model (a division model number, its
     * Pcn or Barcode) as its model key: the model's own entry, which results show instead.
     */
    aliasOf: integer('alias_of'),
    pcnKeyReversed: text('pcn_key_reversed').generatedAlwaysAs(sql`reverse(pcn_key)`),
    modelKeyReversed: text('model_key_reversed').generatedAlwaysAs(sql`reverse(model_key)`),
    words: tsvector('words').notNull(),
  },
  (t) => [
    index('search_entry_pcn_key_idx').on(t.catalogId, t.pcnKey),
    index('search_entry_model_key_idx').on(t.catalogId, t.modelKey),
    index('search_entry_pcn_key_reversed_idx').on(t.catalogId, t.pcnKeyReversed),
    index('search_entry_model_key_reversed_idx').on(t.catalogId, t.modelKeyReversed),
    index('search_entry_words_idx').using('gin', t.words),
    // The model finder's scope: a catalogue's models in catalogue-number order (decision 157).
    index('search_entry_model_pcn_idx')
      .on(t.catalogId, t.pcnCatalogNumber, t.previewOnly, t.productId)
      .where(sql`${t.resultType} = 'Model' and ${t.aliasOf} is null`),
  ],
);
