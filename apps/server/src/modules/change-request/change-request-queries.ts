import {
  CHANGE_REQUEST_PAGE_SIZE,
  type ChangeRequestListQuery,
  type ChangeRequestStatusValue,
} from '@portal/domain';
import { and, asc, desc, eq, gt, ilike, like, lt, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

const r = t.modelChangeRequest;

export type ChangeRequestRow = typeof r.$inferSelect;

/** The request; with `lock`, held until the transaction ends, so two moves take turns. */
export async function readRequest(
  db: Executor,
  id: number,
  lock = false,
): Promise<ChangeRequestRow | null> {
  const query = db.select().from(r).where(eq(r.modelChangeRequestId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertProposal(
  tx: Transaction,
  values: Omit<typeof r.$inferInsert, 'modelChangeRequestId' | 'kind' | 'status'>,
): Promise<ChangeRequestRow> {
  const [row] = await tx
    .insert(r)
    .values({ ...values, kind: 'Change', status: 'Submitted' })
    .returning();
  return row!;
}

/** Moves a request (and whatever else the move sets); touches its updated_at. */
export async function updateRequest(
  tx: Transaction,
  id: number,
  set: Partial<typeof r.$inferInsert> & { status: ChangeRequestStatusValue },
): Promise<void> {
  await tx
    .update(r)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(r.modelChangeRequestId, id));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * One page of requests after `after`. A proposer's own go newest first, on the
 * (requested_by, id) index; the reviewer's queue oldest first (the longest waiting on top),
 * on (status, id) when a status is chosen, else on the primary key.
 */
export async function listRequests(
  db: Executor,
  q: ChangeRequestListQuery,
  proposerId: number | null,
): Promise<{ rows: ChangeRequestRow[]; next: number | null }> {
  const mine = proposerId !== null;
  const where: (SQL | undefined)[] = [
    mine ? eq(r.requestedBy, proposerId) : undefined,
    q.status ? eq(r.status, q.status) : undefined,
    q.kind ? eq(r.kind, q.kind) : undefined,
    q.catalogNumber ? like(r.pcnCatalogNumber, `${escapeLike(q.catalogNumber)}%`) : undefined,
    !mine && q.requestedBy ? ilike(r.requestedByName, `%${escapeLike(q.requestedBy)}%`) : undefined,
    q.after
      ? mine
        ? lt(r.modelChangeRequestId, q.after)
        : gt(r.modelChangeRequestId, q.after)
      : undefined,
  ];
  const rows = await db
    .select()
    .from(r)
    .where(and(...where))
    .orderBy(mine ? desc(r.modelChangeRequestId) : asc(r.modelChangeRequestId))
    .limit(CHANGE_REQUEST_PAGE_SIZE + 1);
  const page = rows.slice(0, CHANGE_REQUEST_PAGE_SIZE);
  const more = rows.length > CHANGE_REQUEST_PAGE_SIZE;
  return { rows: page, next: more ? (page.at(-1)?.modelChangeRequestId ?? null) : null };
}

/** Where the proposer's mail goes; null when the account is gone or has no address. */
export async function proposerAddress(db: Executor, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ email: t.appUser.email })
    .from(t.appUser)
    .where(eq(t.appUser.userId, userId));
  return row?.email || null;
}

/** The host names of a site, its own first; empty when the site is gone. */
export async function siteHostNames(db: Executor, siteId: number): Promise<string[]> {
  const [row] = await db
    .select({ hostNames: t.site.hostNames })
    .from(t.site)
    .where(eq(t.site.siteId, siteId));
  return row?.hostNames ?? [];
}
