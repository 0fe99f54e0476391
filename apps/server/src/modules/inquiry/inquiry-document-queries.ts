import type { InquiryDocumentInfo, InquiryStatus } from '@portal/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inquiryDocument } from '../../db/schema/index.ts';
import type { DocumentUsage } from '../order-documents/quotas.ts';
import type { StoredFile } from '../order-documents/store-uploads.ts';

export type InquiryDocumentRow = typeof inquiryDocument.$inferSelect;

export const toInquiryDocument = (row: InquiryDocumentRow): InquiryDocumentInfo => ({
  Id: row.documentId,
  Name: row.name,
  FileExtension: row.fileExtension,
  CreateDate: row.createdAt.toISOString(),
  Size: row.sizeBytes,
});

export const listInquiryDocuments = (db: Executor, inquiryId: number) =>
  db
    .select()
    .from(inquiryDocument)
    .where(eq(inquiryDocument.inquiryId, inquiryId))
    .orderBy(asc(inquiryDocument.documentId));

/** Documents of one inquiry among `ids`, by id. */
export const findInquiryDocuments = (db: Executor, inquiryId: number, ids: readonly number[]) =>
  db
    .select()
    .from(inquiryDocument)
    .where(
      and(eq(inquiryDocument.inquiryId, inquiryId), inArray(inquiryDocument.documentId, [...ids])),
    )
    .orderBy(asc(inquiryDocument.documentId));

/** The inquiry a document belongs to, or null for an unknown document. */
export async function inquiryOfDocument(db: Executor, documentId: number): Promise<number | null> {
  const [row] = await db
    .select({ inquiryId: inquiryDocument.inquiryId })
    .from(inquiryDocument)
    .where(eq(inquiryDocument.documentId, documentId));
  return row?.inquiryId ?? null;
}

export const insertInquiryDocuments = (
  db: Executor,
  inquiryId: number,
  rows: readonly StoredFile[],
): Promise<InquiryDocumentRow[]> =>
  db
    .insert(inquiryDocument)
    .values(rows.map((r) => ({ ...r, inquiryId })))
    .returning();

export const deleteInquiryDocument = (db: Executor, documentId: number) =>
  db
    .delete(inquiryDocument)
    .where(eq(inquiryDocument.documentId, documentId))
    .returning({ blobKey: inquiryDocument.blobKey });

/**
 * The inquiry's status and what its files take up. With `lock`, changes to its files and its
 * status (a cancel, a conversion) wait for each other until the transaction ends.
 */
export async function inquiryFileState(
  db: Executor,
  inquiryId: number,
  lock = false,
): Promise<{ status: InquiryStatus; usage: DocumentUsage }> {
  const result = await db.execute<{ status: InquiryStatus; files: number; bytes: string }>(sql`
    select i.status,
      (select count(*)::int from inquiry_document d where d.inquiry_id = i.inquiry_id) as files,
      (select coalesce(sum(d.size_bytes), 0)::bigint from inquiry_document d
        where d.inquiry_id = i.inquiry_id) as bytes
    from inquiry i where i.inquiry_id = ${inquiryId}
    ${lock ? sql`for no key update of i` : sql``}`);
  const row = result.rows[0]!;
  return { status: row.status, usage: { files: row.files, bytes: Number(row.bytes) } };
}
