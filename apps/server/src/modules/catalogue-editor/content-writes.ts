import {
  ContentMessage,
  contentEntityName,
  contentLabel,
  contentParentOf,
  EditorMessage,
  type ContentCreate,
  type ContentEntry,
  type ContentKind,
  type ContentOrder,
  type ContentSave,
} from '@portal/domain';
import type { Transaction } from '../../db/client.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import {
  ancestorsOf,
  insertChanges,
  type Ancestors,
  type NewChange,
} from './change-log-queries.ts';
import {
  deleteContentRow,
  insertContentRow,
  itemsShowingTable,
  lockProduct,
  nextOrder,
  readChildren,
  readContentRow,
  updateContentRow,
  type ContentRow,
} from './content-queries.ts';
import { contentChildrenOf, contentTables, layoutColumnDerived } from './content-tables.ts';
import { checkedContent, contentLogText } from './content-values.ts';
import { refusingTakenNames } from './database-errors.ts';
import { changedBy, type EditorContext } from './editor-access.ts';

export const toEntry = (kind: ContentKind, row: ContentRow): ContentEntry => ({
  Kind: kind,
  Id: row.id,
  ParentId: row.parentId,
  Version: row.version,
  Values: row.values as ContentEntry['Values'],
});

/** The parent row, locked while its children change, and the product it belongs to. */
async function lockedParent(tx: Transaction, kind: ContentKind, parentId: number) {
  const parent = contentParentOf[kind];
  const found =
    parent === 'product'
      ? (await lockProduct(tx, parentId)) && parentId
      : (await readContentRow(tx, parent, parentId, true))?.productId;
  if (!found)
    throw new NotFound(
      EditorMessage.notFound(parent === 'product' ? 'Product' : contentLabel[parent]),
    );
  return found;
}

/** A locked row at the version the editor showed. */
async function lockedRow(tx: Transaction, kind: ContentKind, id: number, version: string) {
  const row = await readContentRow(tx, kind, id, true);
  if (!row) throw new NotFound(EditorMessage.notFound(contentLabel[kind]));
  if (row.version !== version) throw new Conflict(EditorMessage.conflict);
  return row;
}

/** The change-log rows' common part: who, what, and the tree above the product. */
const loggedAs = (ctx: EditorContext, kind: ContentKind, row: ContentRow, above: Ancestors) => ({
  userId: ctx.viewer.userId,
  userName: changedBy(ctx.viewer),
  entityName: contentEntityName[kind],
  entityId: row.id,
  entityTitle: contentTables[kind].title(row.values, row.id),
  ...above,
});

const logged = async (ctx: EditorContext, tx: Transaction, kind: ContentKind, row: ContentRow) =>
  loggedAs(ctx, kind, row, await ancestorsOf(tx, 'Product', row.productId));

const columnDerived = (kind: ContentKind, values: Record<string, unknown>) =>
  kind === 'column' && typeof values.PropertyName === 'string'
    ? layoutColumnDerived(values.PropertyName)
    : {};

export async function createContent(
  ctx: EditorContext,
  kind: ContentKind,
  input: ContentCreate,
): Promise<ContentEntry> {
  return ctx.db.transaction(async (tx) => {
    const productId = await lockedParent(tx, kind, input.ParentId);
    const given = { OrderBy: await nextOrder(tx, kind, input.ParentId), ...input.Values };
    const values = await checkedContent(tx, kind, given, null, productId);
    const id = await refusingTakenNames(
      () => insertContentRow(tx, kind, input.ParentId, values, columnDerived(kind, values)),
      EditorMessage.nameTaken,
    );
    const row = (await readContentRow(tx, kind, id))!;
    const common = await logged(ctx, tx, kind, row);
    const rows: NewChange[] = [{ ...common, action: 'Created', newValue: common.entityTitle }];
    for (const [field, value] of Object.entries(row.values)) {
      const text = contentLogText(value);
      if (text !== null && text !== '')
        rows.push({ ...common, action: 'Created', field, newValue: text });
    }
    await insertChanges(tx, rows);
    return toEntry(kind, row);
  });
}

/** Saves the changed fields at the version read; one log row per field that changed. */
export async function saveContent(
  ctx: EditorContext,
  kind: ContentKind,
  id: number,
  input: ContentSave,
): Promise<{ entry: ContentEntry; changed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedRow(tx, kind, id, input.Version);
    const values = await checkedContent(tx, kind, input.Values, row.values, row.productId);
    const changes = Object.keys(values)
      .map((field) => ({ field, old: row.values[field], value: values[field] }))
      .filter(({ old, value }) => contentLogText(old) !== contentLogText(value));
    if (changes.length === 0) return { entry: toEntry(kind, row), changed: false };
    const set = Object.fromEntries(changes.map(({ field, value }) => [field, value]));
    await refusingTakenNames(
      () => updateContentRow(tx, kind, id, set, columnDerived(kind, set)),
      EditorMessage.nameTaken,
    );
    const saved = (await readContentRow(tx, kind, id))!;
    const common = await logged(ctx, tx, kind, saved);
    await insertChanges(
      tx,
      changes.map(({ field, old, value }) => ({
        ...common,
        action: 'Updated',
        field,
        oldValue: contentLogText(old),
        newValue: contentLogText(value),
      })),
    );
    return { entry: toEntry(kind, saved), changed: true };
  });
}

/** Deletes a row nothing hangs under (a table no item shows), at the version read. */
export async function deleteContent(
  ctx: EditorContext,
  kind: ContentKind,
  id: number,
  version: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedRow(tx, kind, id, version);
    for (const child of contentChildrenOf[kind] ?? [])
      if ((await readChildren(tx, child, [id])).length > 0)
        throw new Conflict(EditorMessage.hasChildren(contentLabel[kind].toLowerCase()));
    if (kind === 'table' && (await itemsShowingTable(tx, id)) > 0)
      throw new Conflict(ContentMessage.tableShown);
    const common = await logged(ctx, tx, kind, row);
    await deleteContentRow(tx, kind, id);
    await insertChanges(tx, [{ ...common, action: 'Deleted', oldValue: common.entityTitle }]);
  });
}

/** Sets OrderBy 0..n-1 on exactly the parent's children, in the order given. */
export async function reorderContent(
  ctx: EditorContext,
  kind: ContentKind,
  input: ContentOrder,
): Promise<{ entries: ContentEntry[]; changed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const above = await ancestorsOf(tx, 'Product', await lockedParent(tx, kind, input.ParentId));
    const siblings = await readChildren(tx, kind, [input.ParentId], true);
    const byId = new Map(siblings.map((row) => [row.id, row]));
    const exact =
      new Set(input.Ids).size === input.Ids.length &&
      input.Ids.length === siblings.length &&
      input.Ids.every((id) => byId.has(id));
    if (!exact) {
      const message = ContentMessage.notChildren(contentLabel[kind]);
      throw new ValidationFailed(message, { Ids: [message] });
    }
    const rows: NewChange[] = [];
    for (const [order, id] of input.Ids.entries()) {
      const row = byId.get(id)!;
      if (row.values.OrderBy === order) continue;
      await updateContentRow(tx, kind, id, { OrderBy: order });
      rows.push({
        ...loggedAs(ctx, kind, row, above),
        action: 'Updated',
        field: 'OrderBy',
        oldValue: contentLogText(row.values.OrderBy),
        newValue: String(order),
      });
    }
    await insertChanges(tx, rows);
    const entries = (await readChildren(tx, kind, [input.ParentId])).map((r) => toEntry(kind, r));
    return { entries, changed: rows.length > 0 };
  });
}
