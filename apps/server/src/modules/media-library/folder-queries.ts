import type { MediaKind } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

const f = t.folder;

export interface FolderRow {
  folderId: number;
  folderName: string;
  parentFolderId: number | null;
  fileCount: number;
}

/** Every folder of one library with the number of files filed directly in it. */
export async function foldersOf(db: Executor, kind: MediaKind): Promise<FolderRow[]> {
  const files = kind === 'image' ? t.image : t.document;
  // Qualified by hand: a select from one table names its columns bare, and a bare folder_id
  // inside the subquery would be the file's own, counting every filed file for each folder.
  const outer = sql`${sql.identifier('folder')}.${sql.identifier('folder_id')}`;
  const count = sql<number>`(select count(*) from ${files} where ${files.folderId} = ${outer})`;
  return db
    .select({
      folderId: f.folderId,
      folderName: f.folderName,
      parentFolderId: f.parentFolderId,
      fileCount: count.mapWith(Number),
    })
    .from(f)
    .where(eq(f.kind, kind))
    .orderBy(sql`lower(${f.folderName})`, f.folderId);
}

/** Files filed under no folder. */
export async function rootFileCount(db: Executor, kind: MediaKind): Promise<number> {
  const files = kind === 'image' ? t.image : t.document;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(files)
    .where(sql`${files.folderId} is null`);
  return row?.n ?? 0;
}

export async function folderById(db: Executor, folderId: number) {
  const [row] = await db
    .select({
      folderId: f.folderId,
      kind: f.kind,
      folderName: f.folderName,
      parentFolderId: f.parentFolderId,
    })
    .from(f)
    .where(eq(f.folderId, folderId));
  return row ?? null;
}

/** Whether `folderId` is `ancestorId` or lies somewhere under it. */
export async function isWithin(db: Executor, folderId: number, ancestorId: number) {
  const result = await db.execute<{ found: boolean }>(sql`
    with recursive up(id) as (
      select ${folderId}::int
      union all
      select ${f.parentFolderId} from ${f} join up on ${f.folderId} = up.id
      where ${f.parentFolderId} is not null
    )
    select exists(select 1 from up where id = ${ancestorId}) as found`);
  return result.rows[0]?.found === true;
}

export async function insertFolder(
  db: Executor,
  values: { kind: MediaKind; folderName: string; parentFolderId: number | null },
) {
  const [row] = await db.insert(f).values(values).returning({ folderId: f.folderId });
  if (!row) throw new Error('The folder was not inserted.');
  return row.folderId;
}

export async function updateFolder(
  db: Executor,
  folderId: number,
  values: { folderName?: string; parentFolderId?: number | null },
) {
  await db.update(f).set(values).where(eq(f.folderId, folderId));
}

/** Whether a folder holds sub-folders or files of its library. */
export async function folderIsEmpty(db: Executor, folderId: number, kind: MediaKind) {
  const files = kind === 'image' ? t.image : t.document;
  const result = await db.execute<{ used: boolean }>(sql`
    select exists(select 1 from ${f} where ${f.parentFolderId} = ${folderId})
        or exists(select 1 from ${files} where ${files.folderId} = ${folderId}) as used`);
  return result.rows[0]?.used !== true;
}

export async function deleteFolder(db: Executor, folderId: number, kind: MediaKind) {
  await db.delete(f).where(and(eq(f.folderId, folderId), eq(f.kind, kind)));
}

/** One transaction at a time may move folders (held until it ends). */
export async function lockFolderMoves(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('media-folder-moves'))`);
}
