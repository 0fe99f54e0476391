import type { ContentKind } from '@portal/domain';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { contentTables, keyOf, type ContentTable } from './content-tables.ts';

/** A content row: its wire values, parent, product and version (xmin, as decision 167). */
export interface ContentRow {
  id: number;
  parentId: number;
  productId: number;
  version: string;
  values: Record<string, unknown>;
}

async function readRows(
  db: Executor,
  ct: ContentTable,
  where: SQL | undefined,
  lock: boolean,
): Promise<ContentRow[]> {
  const selection: Record<string, PgColumn | SQL> = {
    __id: ct.id,
    __parent: ct.parent,
    __product: ct.productId,
    __version: sql<string>`${ct.table}.xmin::text`,
    ...ct.columns,
  };
  const query = db
    .select(selection)
    .from(ct.table)
    .where(where)
    .orderBy(asc(ct.orderBy), asc(ct.id));
  const rows = lock ? await query.for('update') : await query;
  return rows.map(({ __id, __parent, __product, __version, ...values }) => ({
    id: __id as number,
    parentId: __parent as number,
    productId: Number(__product),
    version: __version as string,
    values,
  }));
}

/** One row; with `lock`, held until the transaction ends. */
export async function readContentRow(
  db: Executor,
  kind: ContentKind,
  id: number,
  lock = false,
): Promise<ContentRow | null> {
  const ct = contentTables[kind];
  return (await readRows(db, ct, eq(ct.id, id), lock))[0] ?? null;
}

/** The children of the given parents, in order; with `lock`, held. */
export function readChildren(
  db: Executor,
  kind: ContentKind,
  parentIds: readonly number[],
  lock = false,
): Promise<ContentRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  const ct = contentTables[kind];
  return readRows(db, ct, inArray(ct.parent, [...parentIds]), lock);
}

/** The product row, locked so that it stays while content is added under it. */
export async function lockProduct(tx: Transaction, productId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: t.product.productId })
    .from(t.product)
    .where(eq(t.product.productId, productId))
    .for('update');
  return rows.length > 0;
}

/** The wire values as the row's Drizzle keys. */
function rowValues(ct: ContentTable, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const column = ct.columns[field];
    if (column) row[keyOf(ct, column)] = value;
  }
  return row;
}

export async function insertContentRow(
  tx: Transaction,
  kind: ContentKind,
  parentId: number,
  values: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const ct = contentTables[kind];
  const row = { ...rowValues(ct, values), ...extra, [ct.parentKey]: parentId };
  const [inserted] = await tx.insert(ct.table).values(row).returning({ id: ct.id });
  return inserted!.id as number;
}

/** Writes the changed fields; always touches the row, so that its version moves. */
export async function updateContentRow(
  tx: Transaction,
  kind: ContentKind,
  id: number,
  values: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const ct = contentTables[kind];
  const set = { ...rowValues(ct, values), ...extra };
  const touched = Object.keys(set).length > 0 ? set : { [keyOf(ct, ct.id)]: id };
  await tx.update(ct.table).set(touched).where(eq(ct.id, id));
}

export async function deleteContentRow(tx: Transaction, kind: ContentKind, id: number) {
  const ct = contentTables[kind];
  await tx.delete(ct.table).where(eq(ct.id, id));
}

/** The next OrderBy under a parent: new rows go last unless told. */
export async function nextOrder(tx: Transaction, kind: ContentKind, parentId: number) {
  const ct = contentTables[kind];
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${ct.orderBy}) + 1, 0)::int` })
    .from(ct.table)
    .where(eq(ct.parent, parentId));
  return row?.next ?? 0;
}

/** How many items show a section table. */
export async function itemsShowingTable(db: Executor, sectionTableId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.sectionItem)
    .where(eq(t.sectionItem.sectionTableId, sectionTableId));
  return row?.n ?? 0;
}

/** An image's size, when it exists and is not deleted. */
export async function imageSize(db: Executor, imageId: number) {
  const [row] = await db
    .select({ width: t.image.width, height: t.image.height })
    .from(t.image)
    .where(and(eq(t.image.imageId, imageId), eq(t.image.isDeleted, false)));
  return row ?? null;
}

export async function documentExists(db: Executor, documentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: t.document.documentId })
    .from(t.document)
    .where(eq(t.document.documentId, documentId));
  return rows.length > 0;
}
