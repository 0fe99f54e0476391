import {
  MediaMessage,
  type MediaFolder,
  type MediaFolderCreate,
  type MediaFolderTree,
  type MediaFolderUpdate,
  type MediaKind,
} from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { insertChanges } from '../catalogue-editor/change-log-queries.ts';
import { refusingTakenNames } from '../catalogue-editor/database-errors.ts';
import {
  deleteFolder,
  folderById,
  folderIsEmpty,
  foldersOf,
  insertFolder,
  isWithin,
  lockFolderMoves,
  rootFileCount,
  updateFolder,
  type FolderRow,
} from './folder-queries.ts';
import { allow, libraryChange, type LibraryContext } from './library-access.ts';
import { refusingBrokenReferences } from './still-referenced.ts';

/** Rows with parent ids as a tree; a row whose parent is missing shows at the top. */
export function folderTree(rows: FolderRow[]): MediaFolder[] {
  const nodes = new Map<number, MediaFolder>(
    rows.map((r) => [
      r.folderId,
      {
        FolderId: r.folderId,
        FolderName: r.folderName,
        ParentFolderId: r.parentFolderId,
        FileCount: r.fileCount,
        children: [],
      },
    ]),
  );
  const top: MediaFolder[] = [];
  for (const node of nodes.values()) {
    const parent = node.ParentFolderId === null ? undefined : nodes.get(node.ParentFolderId);
    (parent ? parent.children : top).push(node);
  }
  return top;
}

export async function readFolderTree(
  ctx: LibraryContext,
  kind: MediaKind,
): Promise<MediaFolderTree> {
  allow(ctx, 'CanRead');
  const [rows, RootFileCount] = await Promise.all([
    foldersOf(ctx.db, kind),
    rootFileCount(ctx.db, kind),
  ]);
  return { List: folderTree(rows), RootFileCount, Permission: ctx.permission };
}

/** A folder of the given library, or 404 / 400. */
export async function requireFolder(ctx: LibraryContext, folderId: number, kind?: MediaKind) {
  const folder = await folderById(ctx.db, folderId);
  if (!folder) throw new NotFound(MediaMessage.folderNotFound);
  if (kind && folder.kind !== kind) throw new ValidationFailed(MediaMessage.folderKind);
  return folder;
}

const asTreeNode = (f: { folderId: number; folderName: string; parentFolderId: number | null }) =>
  ({
    FolderId: f.folderId,
    FolderName: f.folderName,
    ParentFolderId: f.parentFolderId,
    FileCount: 0,
    children: [],
  }) satisfies MediaFolder;

export async function createFolder(ctx: LibraryContext, input: MediaFolderCreate) {
  allow(ctx, 'CanCreate');
  if (input.ParentFolderId !== null) await requireFolder(ctx, input.ParentFolderId, input.Kind);
  const values = {
    kind: input.Kind,
    folderName: input.FolderName,
    parentFolderId: input.ParentFolderId,
  };
  const folderId = await refusingTakenNames(
    () =>
      ctx.db.transaction(async (tx) => {
        const id = await insertFolder(tx, values);
        await insertChanges(tx, [
          libraryChange(ctx, {
            entityName: 'Folder',
            entityId: id,
            entityTitle: input.FolderName,
            action: 'Created',
          }),
        ]);
        return id;
      }),
    MediaMessage.folderNameTaken,
  );
  return asTreeNode({ folderId, ...values });
}

/** Renames or moves a folder; never into itself or below itself. */
export async function changeFolder(
  ctx: LibraryContext,
  folderId: number,
  input: MediaFolderUpdate,
) {
  allow(ctx, 'CanUpdate');
  const folder = await requireFolder(ctx, folderId);
  const parentId = input.ParentFolderId;
  if (parentId !== undefined && parentId !== null) {
    await requireFolder(ctx, parentId, folder.kind as MediaKind);
  }
  const next = {
    folderName: input.FolderName ?? folder.folderName,
    parentFolderId: parentId === undefined ? folder.parentFolderId : parentId,
  };
  const changed = (['folderName', 'parentFolderId'] as const).filter(
    (key) => next[key] !== folder[key],
  );
  if (changed.length > 0)
    await refusingTakenNames(
      () =>
        refusingBrokenReferences(() =>
          ctx.db.transaction(async (tx) => {
            // Moves take turns, so that two crossing moves cannot make a loop.
            await lockFolderMoves(tx);
            if (parentId && (await isWithin(tx, parentId, folderId)))
              throw new ValidationFailed(MediaMessage.folderIntoItself);
            await updateFolder(tx, folderId, next);
            await insertChanges(
              tx,
              changed.map((key) =>
                libraryChange(ctx, {
                  entityName: 'Folder',
                  entityId: folderId,
                  entityTitle: next.folderName,
                  action: 'Updated',
                  field: key === 'folderName' ? 'FolderName' : 'ParentFolderId',
                  oldValue: folder[key] === null ? null : String(folder[key]),
                  newValue: next[key] === null ? null : String(next[key]),
                }),
              ),
            );
          }),
        ),
      MediaMessage.folderNameTaken,
    );
  return asTreeNode({ folderId, ...next });
}

export async function removeFolder(ctx: LibraryContext, folderId: number): Promise<void> {
  allow(ctx, 'CanDelete');
  const folder = await requireFolder(ctx, folderId);
  const kind = folder.kind as MediaKind;
  await refusingBrokenReferences(() =>
    ctx.db.transaction(async (tx) => {
      if (!(await folderIsEmpty(tx, folderId, kind)))
        throw new Conflict(MediaMessage.folderNotEmpty);
      await deleteFolder(tx, folderId, kind);
      await insertChanges(tx, [
        libraryChange(ctx, {
          entityName: 'Folder',
          entityId: folderId,
          entityTitle: folder.folderName,
          action: 'Deleted',
        }),
      ]);
    }),
  );
}
