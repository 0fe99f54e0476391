import {
  EditorMessage,
  ModelEditorMessage,
  paddedCatalogNumber,
  type EditorSave,
  type ModelCopy,
  type ModelCreate,
  type ModelDeleteRequest,
  type ModelDeleteRequested,
  type ModelEditorItem,
} from '@portal/domain';
import { Forbidden, NotFound } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/session.ts';
import { insertChanges } from '../change-log-queries.ts';
import { createdRows, createItem } from '../create-item.ts';
import {
  changedBy,
  editorUser,
  entityAccess,
  readable,
  type EntityAccess,
  type EntityKind,
} from '../editor-access.ts';
import { publisher, type CatalogueEditorDeps } from '../editor-deps.ts';
import { readItemRow } from '../item-queries.ts';
import { columnsOf, modelItemOf, readItem, readLists } from '../read-item.ts';
import { saveItem } from '../save-item.ts';
import { copyModelRows, insertDeleteRequest } from './model-copy.ts';
import { associationTypes, modelParts } from './model-parts.ts';

export interface ModelEditor {
  item(viewer: Viewer, catalogNumber: string): Promise<ModelEditorItem>;
  save(viewer: Viewer, catalogNumber: string, input: EditorSave): Promise<ModelEditorItem>;
  create(viewer: Viewer, input: ModelCreate): Promise<ModelEditorItem>;
  copy(viewer: Viewer, catalogNumber: string, input: ModelCopy): Promise<ModelEditorItem>;
  requestDelete(
    viewer: Viewer,
    catalogNumber: string,
    input: ModelDeleteRequest,
  ): Promise<ModelDeleteRequested>;
}

/**
 * The model's tables and dimensions as parts, and the model editor's messages (admin §5);
 * change requests read and check models with it too (decision 179).
 */
export const modelKind: EntityKind = {
  parts: modelParts,
  refusal: (refused) =>
    refused.some((f) => associationTypes.has(f.def.EditorType))
      ? ModelEditorMessage.invalidAssociations
      : ModelEditorMessage.invalidModel,
  taken: ModelEditorMessage.addExists,
};

/**
 * The model editor (decision 176): a model is an item of the catalogue editor whose id is its
 * catalogue number, read, checked, saved, created and logged by the item functions, with
 * Model-level permissions from the definitions. Copy and delete requests are its own.
 */
export function createModelEditor(deps: CatalogueEditorDeps): ModelEditor {
  const { db, definitions } = deps;
  const publish = publisher(deps);
  const access = async (viewer: Viewer): Promise<EntityAccess> =>
    entityAccess(definitions, editorUser(viewer), 'Model', modelKind);
  const notFound = () => new NotFound(EditorMessage.notFound('Model'));
  const changed = (pcn: string) => publish({ entityName: 'Model', id: pcn });

  return {
    async item(viewer, catalogNumber) {
      const found = await readItem(db, readable(await access(viewer)), catalogNumber);
      if (!found) throw notFound();
      return modelItemOf(found);
    },
    async save(viewer, catalogNumber, input) {
      const model = readable(await access(viewer));
      const saved = await saveItem({ db, viewer }, model, catalogNumber, input);
      if (saved.changed) await changed(catalogNumber);
      return modelItemOf(saved.item);
    },
    async create(viewer, input) {
      const pcn = paddedCatalogNumber(input.PcnCatalogNumber);
      const model = await access(viewer);
      const item = await createItem({ db, viewer }, model, { Values: input.Values }, pcn);
      await changed(pcn);
      return modelItemOf(item);
    },
    async copy(viewer, catalogNumber, input) {
      const model = readable(await access(viewer));
      if (!model.permission.CanCreate) throw new Forbidden(EditorMessage.cannotCreate('Model'));
      const pcn = paddedCatalogNumber(input.PcnCatalogNumber);
      const item = await db.transaction(async (tx) => {
        await copyModelRows(tx, catalogNumber, pcn, input.CopyModelNumber);
        const row = (await readItemRow(tx, model.et, columnsOf(model), pcn))!;
        const stored = new Map([...row.values, ...(await readLists(tx, model, pcn))]);
        await insertChanges(tx, await createdRows({ db, viewer }, tx, model, pcn, stored));
        return (await readItem(tx, model, pcn))!;
      });
      await changed(pcn);
      return modelItemOf(item);
    },
    async requestDelete(viewer, catalogNumber, input) {
      const model = readable(await access(viewer));
      if (!model.permission.CanDelete) throw new Forbidden(EditorMessage.cannotDelete('Model'));
      const request = await db.transaction(async (tx) => {
        const row = await readItemRow(tx, model.et, [], catalogNumber);
        if (!row) throw notFound();
        return insertDeleteRequest(tx, {
          pcn: catalogNumber,
          comment: input.Comment || null,
          baseVersion: row.version,
          userId: viewer.userId,
          userName: changedBy(viewer),
        });
      });
      return {
        Successful: true,
        Message: ModelEditorMessage.deleteRequested('Model', catalogNumber),
        Data: { ModelChangeRequestId: request.id, Status: request.status },
      };
    },
  };
}
