import type { ChangeLogEntry, ChangeLogQuery } from '@portal/domain';
import { and, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { ItemEntityName, ItemId } from './editor-tables.ts';

const c = t.catalogueChange;

/** The tree ids an item sits under, itself included, for the log viewer's node filters. */
export interface Ancestors {
  categoryId: number | null;
  productClassId: number | null;
  manufacturingSeriesId: number | null;
  productId: number | null;
}

const none: Ancestors = {
  categoryId: null,
  productClassId: null,
  manufacturingSeriesId: null,
  productId: null,
};

export async function ancestorsOf(
  db: Executor,
  entityName: ItemEntityName,
  id: ItemId,
): Promise<Ancestors> {
  if (typeof id !== 'number') return none;
  switch (entityName) {
    case 'Category':
      return { ...none, categoryId: id };
    case 'ProductClass': {
      const pc = t.productClass;
      const [row] = await db
        .select({ categoryId: pc.categoryId })
        .from(pc)
        .where(eq(pc.productClassId, id));
      return { ...none, categoryId: row?.categoryId ?? null, productClassId: id };
    }
    case 'ManufacturingSeries': {
      const s = t.manufacturingSeries;
      const [row] = await db
        .select({ productClassId: s.productClassId, categoryId: t.productClass.categoryId })
        .from(s)
        .innerJoin(t.productClass, eq(t.productClass.productClassId, s.productClassId))
        .where(eq(s.manufacturingSeriesId, id));
      return { ...none, ...row, manufacturingSeriesId: id };
    }
    case 'Product': {
      const p = t.product;
      const [row] = await db
        .select({
          categoryId: p.categoryId,
          productClassId: p.productClassId,
          manufacturingSeriesId: p.manufacturingSeriesId,
        })
        .from(p)
        .where(eq(p.productId, id));
      return { ...none, ...row, productId: id };
    }
    default:
      return none;
  }
}

export type NewChange = typeof c.$inferInsert;

/**
 * Whom a log row names: who made the change and, for a change request's approval, the
 * reviewer who approved it and the request (decision 179).
 */
export type LogAttribution = Pick<
  NewChange,
  'userId' | 'userName' | 'approvedByUserId' | 'approvedByName' | 'changeRequestId'
>;

/**
 * Which item a log row is about. The log's entity id is a number; a model has none, so its
 * rows carry 0 and its catalogue number, which the log viewer's keyword finds (decision 176).
 */
export const loggedItem = (id: ItemId): { entityId: number; catalogNumber: string | null } =>
  typeof id === 'number'
    ? { entityId: id, catalogNumber: null }
    : { entityId: 0, catalogNumber: id };

export async function insertChanges(tx: Transaction, rows: NewChange[]): Promise<void> {
  if (rows.length > 0) await tx.insert(c).values(rows);
}

/**
 * The indexes of migration 0026 hold change_id 'desc nulls last'; a plain 'desc' means 'nulls
 * first', which they cannot give in order, and the planner would walk the whole log backwards
 * through the primary key instead (150 ms on a million rows, against 0.1 ms).
 */
export const newestFirst = sql`${c.changeId} desc nulls last`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * One page of the log, newest first, after the change `after`. Each filter is an equality on
 * an indexed column (migration 0026) read in change_id order, so a page reads about its size.
 */
export async function changeLogPage(
  db: Executor,
  q: ChangeLogQuery,
): Promise<{ List: ChangeLogEntry[]; Next: number | null }> {
  const where: (SQL | undefined)[] = [
    q.categoryId ? eq(c.categoryId, q.categoryId) : undefined,
    q.productClassId ? eq(c.productClassId, q.productClassId) : undefined,
    q.manufacturingSeriesId ? eq(c.manufacturingSeriesId, q.manufacturingSeriesId) : undefined,
    q.productId ? eq(c.productId, q.productId) : undefined,
    q.keyword ? eq(c.catalogNumber, q.keyword) : undefined,
    q.entityName ? eq(c.entityName, q.entityName) : undefined,
    q.entityId ? eq(c.entityId, q.entityId) : undefined,
    q.field ? eq(c.field, q.field) : undefined,
    q.action ? eq(c.action, q.action) : undefined,
    q.user ? ilike(c.userName, `%${escapeLike(q.user)}%`) : undefined,
    q.after ? lt(c.changeId, q.after) : undefined,
  ];
  const rows = await db
    .select({
      ChangeId: c.changeId,
      ChangedAt: c.changedAt,
      UserName: c.userName,
      ApprovedBy: c.approvedByName,
      EntityName: c.entityName,
      EntityId: c.entityId,
      EntityTitle: c.entityTitle,
      Action: c.action,
      Field: c.field,
      OldValue: c.oldValue,
      NewValue: c.newValue,
    })
    .from(c)
    .where(and(...where))
    .orderBy(newestFirst)
    .limit(q.pageSize + 1);
  const page = rows.slice(0, q.pageSize).map((r) => ({
    ...r,
    ChangedAt: r.ChangedAt.toISOString(),
    Action: r.Action as ChangeLogEntry['Action'],
  }));
  const more = rows.length > q.pageSize;
  return { List: page, Next: more ? (page.at(-1)?.ChangeId ?? null) : null };
}
