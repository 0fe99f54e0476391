import {
  EditorMessage,
  treeParentOf,
  type ChangeLogPage,
  type ChangeLogQuery,
  type EditableEntityName,
  type EditorCreate,
  type EditorItem,
  type EditorSave,
  type EditorTreeNode,
} from '@portal/domain';
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { changeLogPage } from './change-log-queries.ts';
import { publisher, type CatalogueEditorDeps } from './editor-deps.ts';
import { createProductContentEditor, type ProductContentEditor } from './content-service.ts';
import { createItem } from './create-item.ts';
import { createDefinitionEditor, DefinitionMessage } from './definitions/definition-editor.ts';
import { deleteItem } from './delete-item.ts';
import { editorUser, entityAccess, labelOf, readable } from './editor-access.ts';
import { editorItemOf, readItem } from './read-item.ts';
import { createModelEditor, type ModelEditor } from './model/model-editor.ts';
import { saveItem } from './save-item.ts';
import { childNodes, topNodes } from './tree-queries.ts';

export type { CatalogueEditorDeps };

type Ref = { entityName: EditableEntityName; id: number };

export interface CatalogueEditor {
  tree(
    viewer: Viewer,
    node: { entityName?: EditableEntityName; id?: number },
  ): Promise<EditorTreeNode[]>;
  item(viewer: Viewer, ref: Ref): Promise<EditorItem>;
  save(viewer: Viewer, ref: Ref, input: EditorSave): Promise<EditorItem>;
  create(viewer: Viewer, entityName: EditableEntityName, input: EditorCreate): Promise<EditorItem>;
  remove(viewer: Viewer, ref: Ref, version: string): Promise<void>;
  changeLog(viewer: Viewer, query: ChangeLogQuery): Promise<ChangeLogPage>;
  /** A product's sections, tables, features, specifications and notes. */
  content: ProductContentEditor;
  /** Models, by catalogue number, through the same item functions (decision 176). */
  model: ModelEditor;
}

/**
 * The catalogue editor's calls (decision 167). Each needs the Editor module; what the caller
 * may then read, change, create or delete is the entity definitions' permissions.
 */
export function createCatalogueEditor(deps: CatalogueEditorDeps): CatalogueEditor {
  const { db, definitions } = deps;
  const publish = publisher(deps);
  // Editors are definitions, not catalogue rows: their own reads and writes (decision 174).
  const definitionEditor = createDefinitionEditor(deps);
  const access = (viewer: Viewer, entityName: EditableEntityName) =>
    entityAccess(definitions, editorUser(viewer), entityName);

  return {
    content: createProductContentEditor(deps),
    model: createModelEditor(deps),
    // Navigation needs only the Editor module: a product editor reaches products through
    // categories they may not open.
    async tree(viewer, { entityName, id }) {
      editorUser(viewer);
      if (!entityName) return topNodes(db, 'Category');
      if (id === undefined) {
        if (treeParentOf[entityName]) {
          const message = `id is required with entityName ${entityName}`;
          throw new ValidationFailed(message, { id: [message] });
        }
        return topNodes(db, entityName);
      }
      const nodes = await childNodes(db, entityName, id);
      if (!nodes) throw new NotFound(EditorMessage.notFound(labelOf(entityName)));
      return nodes;
    },
    async item(viewer, { entityName, id }) {
      if (entityName === 'Editor') return definitionEditor.item(viewer, id);
      const found = await readItem(db, readable(await access(viewer, entityName)), id);
      if (!found) throw new NotFound(EditorMessage.notFound(labelOf(entityName)));
      return editorItemOf(found);
    },
    async save(viewer, ref, input) {
      // The definitions are read per request and change no catalogue content: nothing to publish.
      if (ref.entityName === 'Editor') return definitionEditor.save(viewer, ref.id, input);
      const ctx = { db, viewer };
      const { item, changed } = await saveItem(
        ctx,
        readable(await access(viewer, ref.entityName)),
        ref.id,
        input,
      );
      if (changed) await publish(ref);
      return editorItemOf(item);
    },
    async create(viewer, entityName, input) {
      if (entityName === 'Editor') throw new Forbidden(DefinitionMessage.fixed);
      const item = editorItemOf(
        await createItem({ db, viewer }, await access(viewer, entityName), input),
      );
      await publish({ entityName, id: item.Id });
      return item;
    },
    async remove(viewer, ref, version) {
      if (ref.entityName === 'Editor') throw new Forbidden(DefinitionMessage.fixed);
      await deleteItem({ db, viewer }, await access(viewer, ref.entityName), ref.id, version);
      await publish(ref);
    },
    async changeLog(viewer, query) {
      editorUser(viewer);
      return { ...(await changeLogPage(db, query)), PageSize: query.pageSize };
    },
  };
}
