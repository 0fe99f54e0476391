import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';

/** Folders of the editor's image and document pickers (spec: FolderId, FolderName, children). */
export const folder = pgTable(
  'folder',
  {
    folderId: integer('folder_id').primaryKey().generatedByDefaultAsIdentity(),
    /** Images and documents each have their own tree. */
    kind: text('kind').notNull(),
    folderName: text('folder_name').notNull(),
    /** Null for a top-level folder; a folder with children or files cannot be deleted. */
    parentFolderId: integer('parent_folder_id').references((): AnyPgColumn => folder.folderId),
  },
  (t) => [
    check('folder_kind_ck', sql`${t.kind} in ('image', 'document')`),
    unique('folder_name_uq').on(t.kind, t.parentFolderId, t.folderName).nullsNotDistinct(),
    index('folder_parent_idx').on(t.parentFolderId),
  ],
);

/**
 * A folder's page of files filters folder_id and orders by id (newest) or by lower(name), id
 * (decision 171): one index per order, so a page reads only its rows.
 */
export const image = pgTable(
  'image',
  {
    imageId: integer('image_id').primaryKey().generatedByDefaultAsIdentity(),
    /** The picker folder it is filed under; null shows it at the top level. */
    folderId: integer('folder_id').references(() => folder.folderId),
    /** Folder inside the blob store, e.g. 'images/products'. */
    path: text('path').notNull(),
    imageName: text('image_name').notNull(),
    /** Public URL path the browser loads, e.g. '/files/images/products/p-12.svg'. */
    imagePath: text('image_path').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    caption: text('caption'),
    altText: text('alt_text'),
    orderBy: integer('order_by').notNull().default(0),
    isThumbnail: boolean('is_thumbnail').notNull().default(false),
    explodedView: boolean('exploded_view').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [
    index('image_folder_idx').on(t.folderId, t.imageId),
    index('image_folder_name_idx').on(t.folderId, sql`lower(${t.imageName})`, t.imageId),
  ],
);

export const document = pgTable(
  'document',
  {
    documentId: integer('document_id').primaryKey().generatedByDefaultAsIdentity(),
    folderId: integer('folder_id').references(() => folder.folderId),
    documentName: text('document_name').notNull(),
    /** Public URL path of the file, e.g. '/files/documents/manual-12.pdf'. */
    documentPath: text('document_path').notNull().unique(),
    contentType: text('content_type').notNull(),
    caption: text('caption'),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [
    index('document_folder_idx').on(t.folderId, t.documentId),
    index('document_folder_name_idx').on(t.folderId, sql`lower(${t.documentName})`, t.documentId),
  ],
);
