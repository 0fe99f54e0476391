import {
  contentEntityName,
  contentLabel,
  EditorMessage,
  type ContentCreate,
  type ContentEntry,
  type ContentKind,
  type ContentOrder,
  type ContentSave,
  type EntityPermission,
  type ProductContent,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { readChildren } from './content-queries.ts';
import {
  createContent,
  deleteContent,
  reorderContent,
  saveContent,
  toEntry,
} from './content-writes.ts';
import { editorUser, entityAccess } from './editor-access.ts';
import { publisher, type CatalogueEditorDeps } from './editor-deps.ts';

export interface ProductContentEditor {
  content(viewer: Viewer, productId: number): Promise<ProductContent>;
  create(viewer: Viewer, kind: ContentKind, input: ContentCreate): Promise<ContentEntry>;
  save(viewer: Viewer, kind: ContentKind, id: number, input: ContentSave): Promise<ContentEntry>;
  remove(viewer: Viewer, kind: ContentKind, id: number, version: string): Promise<void>;
  reorder(viewer: Viewer, kind: ContentKind, input: ContentOrder): Promise<ContentEntry[]>;
}

type Flag = 'CanRead' | 'CanUpdate' | 'CanCreate' | 'CanDelete';

const refusal: Record<Flag, (label: string) => string> = {
  CanRead: () => EditorMessage.cannotRead('Product'),
  CanUpdate: (label) => EditorMessage.cannotUpdate(`a ${label.toLowerCase()}`),
  CanCreate: (label) => EditorMessage.cannotCreate(label.toLowerCase()),
  CanDelete: (label) => EditorMessage.cannotDelete(label.toLowerCase()),
};

/**
 * A product's content (sections, tabs, items, tables, columns, features, specifications,
 * notes): the Editor module opens it, the product level's permission says what the caller
 * may do, each change is one transaction with its log and is published once committed.
 */
export function createProductContentEditor(deps: CatalogueEditorDeps): ProductContentEditor {
  const { db, definitions } = deps;
  const publish = publisher(deps);
  const allowed = async (viewer: Viewer, flag: Flag, kind: ContentKind | null) => {
    const access = await entityAccess(definitions, editorUser(viewer), 'Product');
    const permission: EntityPermission = access.permission;
    if (!permission[flag]) throw new Forbidden(refusal[flag](kind ? contentLabel[kind] : ''));
    return { db, viewer };
  };
  const changed = (kind: ContentKind, id: number) =>
    publish({ entityName: contentEntityName[kind], id });

  return {
    async content(viewer, productId) {
      await allowed(viewer, 'CanRead', null);
      const [product] = await db
        .select({ id: t.product.productId })
        .from(t.product)
        .where(eq(t.product.productId, productId));
      if (!product) throw new NotFound(EditorMessage.notFound('Product'));
      const entries = async (kind: ContentKind, parents: number[]) =>
        (await readChildren(db, kind, parents)).map((row) => toEntry(kind, row));
      const sections = await entries('section', [productId]);
      const tabs = await entries(
        'tab',
        sections.map((s) => s.Id),
      );
      const items = await entries(
        'item',
        tabs.map((tab) => tab.Id),
      );
      const tables = await entries('table', [productId]);
      const columns = await entries(
        'column',
        tables.map((table) => table.Id),
      );
      const under = <T extends ContentEntry>(list: T[], parent: ContentEntry) =>
        list.filter((e) => e.ParentId === parent.Id);
      return {
        ProductId: productId,
        Sections: sections.map((s) => ({
          ...s,
          Tabs: under(tabs, s).map((tab) => ({ ...tab, Items: under(items, tab) })),
        })),
        Tables: tables.map((table) => ({ ...table, Columns: under(columns, table) })),
        Features: await entries('feature', [productId]),
        Specifications: await entries('specification', [productId]),
        Notes: await entries('note', [productId]),
      };
    },
    async create(viewer, kind, input) {
      const entry = await createContent(await allowed(viewer, 'CanCreate', kind), kind, input);
      await changed(kind, entry.Id);
      return entry;
    },
    async save(viewer, kind, id, input) {
      const ctx = await allowed(viewer, 'CanUpdate', kind);
      const { entry, changed: didChange } = await saveContent(ctx, kind, id, input);
      if (didChange) await changed(kind, id);
      return entry;
    },
    async remove(viewer, kind, id, version) {
      await deleteContent(await allowed(viewer, 'CanDelete', kind), kind, id, version);
      await changed(kind, id);
    },
    async reorder(viewer, kind, input) {
      const ctx = await allowed(viewer, 'CanUpdate', kind);
      const { entries, changed: didChange } = await reorderContent(ctx, kind, input);
      if (didChange) await changed(kind, entries[0]?.Id ?? input.ParentId);
      return entries;
    },
  };
}
