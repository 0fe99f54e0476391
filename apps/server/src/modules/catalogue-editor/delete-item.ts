import { EditorMessage } from '@portal/domain';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import type { Transaction } from '../../db/client.ts';
import { ancestorsOf, insertChanges, loggedItem } from './change-log-queries.ts';
import { changedBy, type EditorContext, type EntityAccess } from './editor-access.ts';
import { editorTables, treeChildOf, type ItemId } from './editor-tables.ts';
import { pgError } from './database-errors.ts';
import { deleteItemRow, hasChildren, readItemRow } from './item-queries.ts';
import { titleOf } from './read-item.ts';
import type { SaveOptions } from './save-item.ts';

/**
 * Deletes an item that nothing hangs under, at the version the editor showed, and logs it in
 * the same transaction. Items other rows still point at (a catalogue a site shows) are refused
 * as having children rather than taken away with them.
 */
export async function deleteItem(
  ctx: EditorContext,
  access: EntityAccess,
  id: ItemId,
  version: string,
  options: SaveOptions = {},
): Promise<void> {
  if (!access.permission.CanDelete) throw new Forbidden(EditorMessage.cannotDelete(access.label));
  const hasChildrenError = new Conflict(EditorMessage.hasChildren(access.label));
  const inTransaction = (run: (tx: Transaction) => Promise<void>): Promise<void> =>
    options.tx ? run(options.tx) : ctx.db.transaction(run);
  await inTransaction(async (tx) => {
    const row = await readItemRow(tx, access.et, [], id, true);
    if (!row) throw new NotFound(EditorMessage.notFound(access.label));
    if (row.version !== version) throw new Conflict(EditorMessage.conflict);
    const child = access.entityName === 'Model' ? undefined : treeChildOf[access.entityName];
    if (child && (await hasChildren(tx, editorTables[child], id))) throw hasChildrenError;
    const ancestors = await ancestorsOf(tx, access.entityName, id);
    try {
      await deleteItemRow(tx, access.et, id);
    } catch (error) {
      throw pgError(error)?.code === '23503' ? hasChildrenError : error;
    }
    await insertChanges(tx, [
      {
        ...(options.log ?? { userId: ctx.viewer.userId, userName: changedBy(ctx.viewer) }),
        entityName: access.entityName,
        ...loggedItem(id),
        entityTitle: titleOf(row),
        action: 'Deleted',
        oldValue: titleOf(row),
        ...ancestors,
      },
    ]);
  });
}
