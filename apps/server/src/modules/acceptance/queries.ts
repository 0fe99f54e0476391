import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentAcceptance, siteDocument } from '../../db/schema/index.ts';

/** The site's active documents the user has not accepted, in display order. */
export async function documentsToAccept(db: Executor, userId: number, siteId: number) {
  return db
    .select({
      siteDocumentId: siteDocument.siteDocumentId,
      documentName: siteDocument.documentName,
      documentUrl: siteDocument.documentUrl,
    })
    .from(siteDocument)
    .leftJoin(
      documentAcceptance,
      and(
        eq(documentAcceptance.siteDocumentId, siteDocument.siteDocumentId),
        eq(documentAcceptance.userId, userId),
        eq(documentAcceptance.accepted, true),
      ),
    )
    .where(
      and(
        eq(siteDocument.siteId, siteId),
        eq(siteDocument.active, true),
        sql`${documentAcceptance.userId} is null`,
      ),
    )
    .orderBy(asc(siteDocument.orderBy), asc(siteDocument.siteDocumentId));
}

export async function recordDecisions(
  db: Executor,
  userId: number,
  decisions: Array<{ siteDocumentId: number; accepted: boolean }>,
  at: Date,
) {
  if (decisions.length === 0) return;
  await db
    .insert(documentAcceptance)
    .values(decisions.map((d) => ({ userId, ...d, decidedAt: at })))
    .onConflictDoUpdate({
      target: [documentAcceptance.userId, documentAcceptance.siteDocumentId],
      set: { accepted: sql`excluded.accepted`, decidedAt: sql`excluded.decided_at` },
    });
}

export async function findDocumentByUrl(db: Executor, documentUrl: string) {
  const [row] = await db
    .select({ blobKey: siteDocument.blobKey, documentName: siteDocument.documentName })
    .from(siteDocument)
    .where(and(eq(siteDocument.documentUrl, documentUrl), eq(siteDocument.active, true)));
  return row ?? null;
}

export async function siteDocumentIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: siteDocument.siteDocumentId })
    .from(siteDocument)
    .where(inArray(siteDocument.siteDocumentId, ids));
  return rows.map((r) => r.id);
}
