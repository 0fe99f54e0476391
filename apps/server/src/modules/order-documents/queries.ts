import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderDocument, orderDocumentPart } from '../../db/schema/index.ts';

export interface DocumentRow {
  documentId: number;
  orderId: number;
  name: string;
  fileExtension: string;
  contentType: string;
  sizeBytes: number;
  blobKey: string;
  createdAt: Date;
  sectionCount: number;
}

export type NewDocument = Omit<DocumentRow, 'documentId' | 'sectionCount' | 'createdAt'> & {
  createdAt?: Date;
};

export type PartRow = typeof orderDocumentPart.$inferSelect;

const columns = {
  documentId: orderDocument.documentId,
  orderId: orderDocument.orderId,
  name: orderDocument.name,
  fileExtension: orderDocument.fileExtension,
  contentType: orderDocument.contentType,
  sizeBytes: orderDocument.sizeBytes,
  blobKey: orderDocument.blobKey,
  createdAt: orderDocument.createdAt,
  // Spelled out: inside the subquery a bare column name would be the part's own.
  sectionCount: sql<number>`greatest(1, (select count(*) from order_document_part p
    where p.document_id = order_document.document_id))::int`,
};

export async function listDocuments(db: Executor, orderId: number): Promise<DocumentRow[]> {
  return db
    .select(columns)
    .from(orderDocument)
    .where(eq(orderDocument.orderId, orderId))
    .orderBy(asc(orderDocument.documentId));
}

/** Documents of one order among `ids`; with `lock`, held until the transaction ends. */
export async function findDocuments(
  db: Executor,
  orderId: number,
  ids: readonly number[],
  lock = false,
): Promise<DocumentRow[]> {
  const query = db
    .select(columns)
    .from(orderDocument)
    .where(and(eq(orderDocument.orderId, orderId), inArray(orderDocument.documentId, [...ids])));
  return lock ? query.for('update', { of: orderDocument }) : query;
}

export async function insertDocuments(
  db: Executor,
  rows: readonly NewDocument[],
): Promise<DocumentRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(orderDocument)
    .values([...rows])
    .returning({ documentId: orderDocument.documentId });
  return findDocuments(
    db,
    rows[0]!.orderId,
    inserted.map((r) => r.documentId),
  ).then((found) => found.sort((a, b) => a.documentId - b.documentId));
}

export async function readParts(db: Executor, documentIds: readonly number[]): Promise<PartRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .select()
    .from(orderDocumentPart)
    .where(inArray(orderDocumentPart.documentId, [...documentIds]))
    .orderBy(asc(orderDocumentPart.documentId), asc(orderDocumentPart.position));
}

export async function insertParts(
  db: Executor,
  documentId: number,
  parts: readonly Omit<PartRow, 'documentId' | 'position'>[],
): Promise<void> {
  await db
    .insert(orderDocumentPart)
    .values(parts.map((p, i) => ({ ...p, documentId, position: i + 1 })));
}

export async function deleteDocuments(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db.delete(orderDocument).where(inArray(orderDocument.documentId, [...ids]));
}
