import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const image = pgTable('image', {
  imageId: integer('image_id').primaryKey().generatedByDefaultAsIdentity(),
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
});

export const document = pgTable('document', {
  documentId: integer('document_id').primaryKey().generatedByDefaultAsIdentity(),
  documentName: text('document_name').notNull(),
  /** Public URL path of the file, e.g. '/files/documents/manual-12.pdf'. */
  documentPath: text('document_path').notNull().unique(),
  contentType: text('content_type').notNull(),
  caption: text('caption'),
  orderBy: integer('order_by').notNull().default(0),
});
