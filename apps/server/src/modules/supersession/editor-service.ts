import {
  checkSupersession,
  isOrderableModel,
  resolveReplacement,
  SupersessionMessage,
  type Supersession,
  type SupersessionSave,
} from '@portal/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { ancestorsOf, insertChanges } from '../catalogue-editor/change-log-queries.ts';
import { changedBy, editorUser } from '../catalogue-editor/editor-access.ts';
import type { CatalogueEditorDeps } from '../catalogue-editor/editor-deps.ts';
import { publisher } from '../catalogue-editor/editor-deps.ts';
import * as q from './queries.ts';

export interface SupersessionEditor {
  read(viewer: Viewer, pcn: string): Promise<Supersession>;
  /** Marks or changes the model's replacement; a loop or an unknown number writes nothing. */
  save(viewer: Viewer, pcn: string, input: SupersessionSave): Promise<Supersession>;
  clear(viewer: Viewer, pcn: string): Promise<Supersession>;
}

const replacedByField = (message: string) =>
  new ValidationFailed(message, { ReplacedBy: [message] });

/** The link as the editor reads it, with its chain resolved (decision 177). */
async function answer(db: Database | Transaction, pcn: string): Promise<Supersession> {
  const [link, chain] = await Promise.all([q.readLink(db, pcn), q.chainFrom(db, pcn)]);
  const next = new Map(chain.map((l) => [l.pcn, l.replacedBy]));
  const orderable = new Map(chain.map((l) => [l.replacedBy, isOrderableModel(l)]));
  return {
    PcnCatalogNumber: pcn,
    ReplacedBy: link?.replacedBy ?? null,
    Note: link?.note ?? null,
    ChangedBy: link?.changedBy ?? null,
    ChangedAt: link?.changedAt.toISOString() ?? null,
    Chain: [pcn, ...chain.map((l) => l.replacedBy)],
    Replacement: resolveReplacement(
      pcn,
      (p) => next.get(p),
      (p) => orderable.get(p) ?? false,
    ),
  };
}

/**
 * The editor's supersession calls: the Editor module opens them, the Model level's CanRead
 * reads and its CanUpdate writes, as for any model field.
 */
export function createSupersessionEditor(deps: CatalogueEditorDeps): SupersessionEditor {
  const { db, definitions } = deps;
  const publish = publisher(deps);

  const modelPermission = async (viewer: Viewer) => {
    const view = await definitions.view(editorUser(viewer));
    const editor = view.editors.find((e) => e.EntityName === 'Model');
    return editor?.EffectivePermission;
  };
  const mayRead = async (viewer: Viewer) => {
    if (!(await modelPermission(viewer))?.CanRead)
      throw new Forbidden(SupersessionMessage.cannotRead);
  };
  const mayUpdate = async (viewer: Viewer) => {
    if (!(await modelPermission(viewer))?.CanUpdate)
      throw new Forbidden(SupersessionMessage.cannotUpdate);
  };

  /** Writes the change and its log rows in one transaction; true when anything changed. */
  const change = (
    viewer: Viewer,
    pcn: string,
    next: { replacedBy: string; note: string | null } | null,
  ) =>
    db.transaction(async (tx) => {
      await q.lockSupersession(tx);
      const wanted = next ? [pcn, next.replacedBy] : [pcn];
      const found = await q.existingModels(tx, wanted, true);
      if (!found.has(pcn)) throw new NotFound(SupersessionMessage.modelNotFound(pcn));
      const before = await q.readLink(tx, pcn);
      if (next) {
        if (!found.has(next.replacedBy))
          throw replacedByField(SupersessionMessage.replacementNotFound(next.replacedBy));
        const onward = await q.chainFrom(tx, next.replacedBy);
        const links = new Map(onward.map((l) => [l.pcn, l.replacedBy]));
        const check = checkSupersession(
          pcn,
          next.replacedBy,
          (p) => links.get(p),
          await q.modelsBefore(tx, pcn),
        );
        if (!check.ok) throw replacedByField(check.message);
      } else if (!before) throw new NotFound(SupersessionMessage.notReplaced(pcn));

      const fields = [
        { field: 'ReplacedBy', old: before?.replacedBy ?? null, value: next?.replacedBy ?? null },
        { field: 'ReplacedByNote', old: before?.note ?? null, value: next?.note ?? null },
      ].filter((f) => f.old !== f.value);
      if (fields.length === 0) return false;

      const userName = changedBy(viewer);
      if (next)
        await q.writeLink(tx, {
          pcnCatalogNumber: pcn,
          replacedBy: next.replacedBy,
          note: next.note,
          changedByUserId: viewer.userId,
          changedBy: userName,
        });
      else await q.deleteLink(tx, pcn);
      const productId = await q.firstProductOf(tx, pcn);
      const ancestors = productId
        ? await ancestorsOf(tx, 'Product', productId)
        : { categoryId: null, productClassId: null, manufacturingSeriesId: null, productId: null };
      await insertChanges(
        tx,
        fields.map((f) => ({
          userId: viewer.userId,
          userName,
          // Models are keyed by catalogue number, which the log keeps beside a zero id.
          entityName: 'Model',
          entityId: 0,
          entityTitle: pcn,
          action: 'Updated',
          field: f.field,
          oldValue: f.old,
          newValue: f.value,
          catalogNumber: pcn,
          ...ancestors,
        })),
      );
      return true;
    });

  return {
    async read(viewer, pcn) {
      await mayRead(viewer);
      if (!(await q.existingModels(db, [pcn])).has(pcn))
        throw new NotFound(SupersessionMessage.modelNotFound(pcn));
      return answer(db, pcn);
    },
    async save(viewer, pcn, input) {
      await mayUpdate(viewer);
      const changed = await change(viewer, pcn, { replacedBy: input.ReplacedBy, note: input.Note });
      if (changed) await publish({ entityName: 'Model', id: 0 });
      return answer(db, pcn);
    },
    async clear(viewer, pcn) {
      await mayUpdate(viewer);
      if (await change(viewer, pcn, null)) await publish({ entityName: 'Model', id: 0 });
      return answer(db, pcn);
    },
  };
}
