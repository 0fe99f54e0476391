import type { LibraryDocument, LibraryImage, MediaListQuery } from '@portal/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The cursor of a page: the last row's id, and its name when sorting by name. */
type Cursor = { id: number; name?: string };
export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
export function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString()) as Partial<Cursor>;
    return typeof c.id === 'number' ? { id: c.id, name: String(c.name ?? '') } : null;
  } catch {
    return null;
  }
}

interface Columns {
  id: typeof t.image.imageId | typeof t.document.documentId;
  name: typeof t.image.imageName | typeof t.document.documentName;
  folderId: typeof t.image.folderId | typeof t.document.folderId;
}

/** Filter, order and cursor of one page: newest (id desc) or by name (lower(name), id). */
function pageOf(c: Columns, q: MediaListQuery) {
  const cursor = decodeCursor(q.after);
  const lowerName = sql`lower(${c.name})`;
  const where: (SQL | undefined)[] = [
    q.folderId ? eq(c.folderId, q.folderId) : q.search ? undefined : isNull(c.folderId),
    q.search ? ilike(c.name, `%${escapeLike(q.search)}%`) : undefined,
  ];
  if (cursor && q.sort === 'name')
    where.push(
      or(
        sql`${lowerName} > ${cursor.name?.toLowerCase()}`,
        and(sql`${lowerName} = ${cursor.name?.toLowerCase()}`, sql`${c.id} > ${cursor.id}`),
      ),
    );
  else if (cursor) where.push(lt(c.id, cursor.id));
  const orderBy = q.sort === 'name' ? [asc(lowerName), asc(c.id)] : [desc(c.id)];
  return { where: and(...where), orderBy };
}

function finish<T>(rows: T[], q: MediaListQuery, cursorOf: (row: T) => Cursor) {
  const List = rows.slice(0, q.pageSize);
  const last = List.at(-1);
  return { List, Next: rows.length > q.pageSize && last ? encodeCursor(cursorOf(last)) : null };
}

const i = t.image;
export const imageColumns = {
  ImageId: i.imageId,
  ImageName: i.imageName,
  FullPath: i.imagePath,
  ContentType: i.contentType,
  Width: i.width,
  Height: i.height,
  FolderId: i.folderId,
};

/** A page of images; a search looks through every folder when none is named. */
export async function imagePage(db: Executor, q: MediaListQuery) {
  const { where, orderBy } = pageOf({ id: i.imageId, name: i.imageName, folderId: i.folderId }, q);
  const rows: LibraryImage[] = await db
    .select(imageColumns)
    .from(i)
    .where(and(where, eq(i.isDeleted, false)))
    .orderBy(...orderBy)
    .limit(q.pageSize + 1);
  return finish(rows, q, (r) => ({ id: r.ImageId, name: r.ImageName }));
}

/** Rows in the order of the ids asked for; ids with no row are left out. */
function inOrderOf<T>(ids: readonly number[], rows: T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The images of the given ids, in one query. */
export async function imagesById(db: Executor, ids: readonly number[]): Promise<LibraryImage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(imageColumns)
    .from(i)
    .where(and(inArray(i.imageId, [...ids]), eq(i.isDeleted, false)));
  return inOrderOf(ids, rows, (r) => r.ImageId);
}

const d = t.document;
export const documentColumns = {
  DocumentId: d.documentId,
  DocumentName: d.documentName,
  FullPath: d.documentPath,
  ContentType: d.contentType,
  FolderId: d.folderId,
};

export async function documentPage(db: Executor, q: MediaListQuery) {
  const { where, orderBy } = pageOf(
    { id: d.documentId, name: d.documentName, folderId: d.folderId },
    q,
  );
  const rows: LibraryDocument[] = await db
    .select(documentColumns)
    .from(d)
    .where(where)
    .orderBy(...orderBy)
    .limit(q.pageSize + 1);
  return finish(rows, q, (r) => ({ id: r.DocumentId, name: r.DocumentName }));
}

export async function documentsById(
  db: Executor,
  ids: readonly number[],
): Promise<LibraryDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(documentColumns)
    .from(d)
    .where(inArray(d.documentId, [...ids]));
  return inOrderOf(ids, rows, (r) => r.DocumentId);
}
