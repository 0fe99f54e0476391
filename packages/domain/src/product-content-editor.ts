import { z } from 'zod';
import { MAX_ITEM_ID } from './catalogue-editor.ts';

/**
 * Editing a product's content (admin §2.4, §3; parts §2 section items): its sections › tabs ›
 * items, its section tables with their layout columns, and its features, specifications and
 * notes. No editor definitions describe these rows, so their fields are the spec's, here.
 * Product-level permission (EntityLevel.Product) governs them all: reading needs CanRead,
 * changing CanUpdate, adding CanCreate, removing CanDelete (decision 167's roles; decision 172).
 *
 * - GET    /api/editor/product/{productId}/content → ProductContent (hidden/inactive included)
 * - POST   /api/editor/content/{kind}              { ParentId, Values } → 201 ContentEntry
 * - PUT    /api/editor/content/{kind}/{id}         { Version, Values } (changed ones) → entry
 * - DELETE /api/editor/content/{kind}/{id}?version=                   → { Successful }
 * - PUT    /api/editor/content/{kind}/order        { ParentId, Ids } → { List: ContentEntry[] }
 *   sets OrderBy 0..n-1 on exactly the parent's children (400 when Ids are not exactly them).
 *
 * Version is the row's opaque version (xmin): a save or delete from an older one answers 409.
 * Every change is written with its change-log rows in one transaction, then published, so
 * the product page's caches and the search index follow. Log rows name the kind as
 * contentEntityName says and carry the product and the tree above it, so the product's and
 * its category's log list them; a reorder logs each OrderBy that moved.
 *
 * Rules:
 * - Values are checked by the kind's schema (product-content-fields.ts); a refusal is one
 *   400 with messages by field ({ Message, Errors }) and writes nothing. A field the kind
 *   lacks is refused by name.
 * - A new row goes after its siblings unless OrderBy is given; a blank section or tab
 *   DisplayName is stored as its Name (decision 167's "reverts to null").
 * - An item's type decides its fields (sectionItemTypeFields): those of another type must be
 *   empty; changing the type clears the old type's fields not given. RichText is stored as
 *   the server's sanitiser leaves it and must leave something; an Image's Width and Height
 *   follow a newly chosen image unless given; a ModelTable's table must be the product's.
 * - A layout column's PropertyName is a field of the table's models (tableModel); the
 *   column's name and property type follow it, so the product page reads it as the seeds' do.
 * - A delete is refused (409) while rows hang under the row (a section's tabs, a tab's
 *   items, a table's columns) or an item shows the table; a table's model list goes with it.
 */

export const contentKinds = [
  'section',
  'tab',
  'item',
  'table',
  'column',
  'feature',
  'specification',
  'note',
] as const;
export type ContentKind = (typeof contentKinds)[number];

/** What each kind hangs under: a product or another kind's row. */
export const contentParentOf: Record<ContentKind, ContentKind | 'product'> = {
  section: 'product',
  tab: 'section',
  item: 'tab',
  table: 'product',
  column: 'table',
  feature: 'product',
  specification: 'product',
  note: 'product',
};

/** The change log's EntityName of each kind. */
export const contentEntityName: Record<ContentKind, string> = {
  section: 'Section',
  tab: 'SectionTab',
  item: 'SectionItem',
  table: 'SectionTable',
  column: 'LayoutColumn',
  feature: 'ProductFeature',
  specification: 'ProductSpecification',
  note: 'ProductNote',
};

/** Each kind in messages. */
export const contentLabel: Record<ContentKind, string> = {
  section: 'Section',
  tab: 'Tab',
  item: 'Item',
  table: 'Section table',
  column: 'Layout column',
  feature: 'Feature',
  specification: 'Specification',
  note: 'Note',
};

const id = z.number().int().positive().max(MAX_ITEM_ID);

/** A value on the wire: text, number, yes/no, lines of text, or nothing. */
export const contentValue = z.union([
  z.string().max(100_000),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(1000)).max(1000),
  z.null(),
]);
export type ContentValue = z.infer<typeof contentValue>;
export const contentValues = z.record(z.string().min(1).max(100), contentValue);
export type ContentValues = z.infer<typeof contentValues>;

/** One row of a product's content. */
export const contentEntry = z.object({
  Kind: z.enum(contentKinds),
  Id: z.number().int(),
  ParentId: z.number().int(),
  /** Opaque row version: sent back with a save or delete. */
  Version: z.string(),
  Values: contentValues,
});
export type ContentEntry = z.infer<typeof contentEntry>;

const withChildren = <T extends z.ZodRawShape>(shape: T) => contentEntry.extend(shape);

/** GET /api/editor/product/{productId}/content: everything, in order, hidden rows too. */
export const productContent = z.object({
  ProductId: z.number().int(),
  Sections: z.array(
    withChildren({
      Tabs: z.array(withChildren({ Items: z.array(contentEntry) })),
    }),
  ),
  Tables: z.array(withChildren({ Columns: z.array(contentEntry) })),
  Features: z.array(contentEntry),
  Specifications: z.array(contentEntry),
  Notes: z.array(contentEntry),
});
export type ProductContent = z.infer<typeof productContent>;

const idParam = z.coerce.number().int().positive().max(MAX_ITEM_ID);
export const productContentParams = z.object({ productId: idParam });
export const contentKindParams = z.object({ kind: z.enum(contentKinds) });
export const contentEntryParams = z.object({ kind: z.enum(contentKinds), id: idParam });

export const contentCreate = z.object({ ParentId: id, Values: contentValues });
export type ContentCreate = z.infer<typeof contentCreate>;
export const contentSave = z.object({
  Version: z.string().min(1).max(40),
  Values: contentValues,
});
export type ContentSave = z.infer<typeof contentSave>;
export const contentDeleteQuery = z.object({ version: z.string().min(1).max(40) });
export const contentOrder = z.object({
  ParentId: id,
  Ids: z.array(id).max(1000),
});
export type ContentOrder = z.infer<typeof contentOrder>;
export const contentOrderResult = z.object({ List: z.array(contentEntry) });

export const ContentMessage = {
  notChildren: (label: string) =>
    `Ids must list each ${label.toLowerCase()} of the parent exactly once.`,
  tableShown: 'This section table is shown by an item; remove that item first.',
  noImage: (id: number) => `No image with id ${id}.`,
  noDocument: (id: number) => `No document with id ${id}.`,
  notProductTable: (id: number) => `Section table ${id} is not one of this product's tables.`,
} as const;
