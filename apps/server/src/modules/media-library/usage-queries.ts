import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { documentColumns, imageColumns } from './file-queries.ts';

/** Where an image is still used: products, categories, section items and models, by name. */
export async function imageUses(db: Executor, imageId: number): Promise<string[]> {
  const result = await db.execute<{ place: string }>(sql`
    select 'product ' || p.name as place from ${t.productImage} pi
      join ${t.product} p on p.product_id = pi.product_id where pi.image_id = ${imageId}
    union
    select 'product ' || p.name from ${t.product} p where p.thumbnail_image_id = ${imageId}
    union
    select 'category ' || c.name from ${t.categoryImage} ci
      join ${t.category} c on c.category_id = ci.category_id where ci.image_id = ${imageId}
    union
    select 'a section of product ' || p.name from ${t.sectionItem} si
      join ${t.sectionTab} st on st.section_tab_id = si.section_tab_id
      join ${t.section} s on s.section_id = st.section_id
      join ${t.product} p on p.product_id = s.product_id
      where si.image_id = ${imageId}
    union
    select 'model ' || m.pcn_catalog_number from ${t.model} m where m.image_id = ${imageId}
    order by 1 limit 6`);
  return result.rows.map((r) => r.place);
}

export async function documentUses(db: Executor, documentId: number): Promise<string[]> {
  const result = await db.execute<{ place: string }>(sql`
    select distinct 'a section of product ' || p.name as place from ${t.sectionItem} si
      join ${t.sectionTab} st on st.section_tab_id = si.section_tab_id
      join ${t.section} s on s.section_id = st.section_id
      join ${t.product} p on p.product_id = s.product_id
      where si.document_id = ${documentId}
    order by 1 limit 6`);
  return result.rows.map((r) => r.place);
}

export async function imageById(db: Executor, imageId: number) {
  const [row] = await db.select(imageColumns).from(t.image).where(eq(t.image.imageId, imageId));
  return row ?? null;
}

export async function documentById(db: Executor, documentId: number) {
  const [row] = await db
    .select(documentColumns)
    .from(t.document)
    .where(eq(t.document.documentId, documentId));
  return row ?? null;
}

export async function insertImage(db: Executor, values: typeof t.image.$inferInsert) {
  const [row] = await db.insert(t.image).values(values).returning(imageColumns);
  if (!row) throw new Error('The image was not inserted.');
  return row;
}

export async function insertDocument(db: Executor, values: typeof t.document.$inferInsert) {
  const [row] = await db.insert(t.document).values(values).returning(documentColumns);
  if (!row) throw new Error('The document was not inserted.');
  return row;
}

export const deleteImage = (db: Executor, imageId: number) =>
  db.delete(t.image).where(eq(t.image.imageId, imageId));

export const deleteDocument = (db: Executor, documentId: number) =>
  db.delete(t.document).where(eq(t.document.documentId, documentId));
