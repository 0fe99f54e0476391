import {
  EditorMessage,
  type Editor,
  type EditorField,
  type EditorItem,
  type EditorSave,
  type EditorValues,
} from '@portal/domain';
import type { Database, Executor } from '../../../db/client.ts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/session.ts';
import type { EntityService } from '../../entity/service.ts';
import { insertChanges } from '../change-log-queries.ts';
import { pgError } from '../database-errors.ts';
import { changedBy, editorUser } from '../editor-access.ts';
import { lastChange } from '../item-queries.ts';
import { ruleErrors, storedRowErrors } from './definition-checks.ts';
import { readEditorRows, readRoles, type EditorRows } from './definition-queries.ts';
import { shapedInput } from './definition-shapes.ts';
import { editorValues, logJson } from './definition-values.ts';
import { writeEditor } from './definition-writes.ts';

export const DefinitionMessage = {
  cannotRead: 'Only an editor of every level may open the editor definitions.',
  notFound: 'Editor not found',
  clash: 'Two sections or two fields changed places by name; save one of the changes first.',
  refused: 'A value is not one the definitions allow.',
  fixed: 'Editors come with the entities they edit; they are not created or deleted here.',
} as const;

/** The Editor entity's name and its editor's (decision 174). */
const EDITOR = 'Editor';

interface Access {
  own: Editor;
  fields: Map<string, EditorField>;
  editors: Map<string, Editor>;
}

/** The save found nothing to change: its transaction is rolled back. */
class NoChange extends Error {}

/** Reading and saving editor definitions through the editor's item calls (decision 174). */
export function createDefinitionEditor({
  db,
  definitions,
}: {
  db: Database;
  definitions: EntityService;
}) {
  async function accessOf(viewer: Viewer): Promise<Access> {
    const view = await definitions.view(editorUser(viewer));
    const own = view.editors.find((e) => e.EditorName === EDITOR && e.EntityName === EDITOR);
    if (!own?.EffectivePermission.CanRead) throw new Forbidden(DefinitionMessage.cannotRead);
    const fields = new Map(
      own.Sections.flatMap((s) => s.Fields.map((f) => [f.EntityPropertyName, f] as const)),
    );
    return { own, fields, editors: new Map(view.editors.map((e) => [e.EditorName, e])) };
  }

  async function toItem(ex: Executor, access: Access, rows: EditorRows): Promise<EditorItem> {
    const all = editorValues(rows);
    const Values: EditorValues = {};
    for (const name of access.fields.keys()) if (name in all) Values[name] = all[name]!;
    const roles = await readRoles(ex);
    const last = await lastChange(ex, EDITOR, rows.editor.editorId);
    return {
      EntityName: EDITOR,
      Id: rows.editor.editorId,
      Version: rows.editor.version,
      Title: rows.editor.displayName,
      Parent: null,
      Values,
      // The permission grids' rows: every role. A sub-editor's choices are those of the
      // fields inside it, so the sections' and fields' grids find the roles too.
      Choices: { LevelPermissions: roles, Sections: roles },
      LastChangedBy: last?.userName ?? null,
      LastChangedAt: last?.changedAt.toISOString() ?? null,
    };
  }

  /** Top-level names the viewer may not read are no field (400); those they may not change, 403. */
  function namedFields(access: Access, values: EditorValues): void {
    if (!access.own.EffectivePermission.CanUpdate)
      throw new Forbidden(DefinitionMessage.cannotRead);
    for (const name of Object.keys(values)) {
      const field = access.fields.get(name);
      if (!field) {
        const message = EditorMessage.unknownField(EDITOR, name);
        throw new ValidationFailed(message, { [name]: [message] });
      }
      const fixed = field.EditorType === 'id' || field.EditorType === 'read-only';
      if (!field.CanUpdate || fixed)
        throw new Forbidden(EditorMessage.cannotUpdate(field.DisplayName));
    }
  }

  async function item(viewer: Viewer, id: number): Promise<EditorItem> {
    const access = await accessOf(viewer);
    const rows = await readEditorRows(db, id);
    if (!rows) throw new NotFound(DefinitionMessage.notFound);
    return toItem(db, access, rows);
  }

  return {
    item,

    async save(viewer: Viewer, id: number, { Version, Values }: EditorSave): Promise<EditorItem> {
      const access = await accessOf(viewer);
      namedFields(access, Values);
      const shaped = shapedInput(Values);
      if (!shaped.ok) throw new ValidationFailed(EditorMessage.invalid, shaped.errors);
      const rules = ruleErrors(access.editors, access.fields, Values);
      if (Object.keys(rules).length > 0) throw new ValidationFailed(EditorMessage.invalid, rules);
      try {
        return await db.transaction(async (tx) => {
          const before = await readEditorRows(tx, id, true);
          if (!before) throw new NotFound(DefinitionMessage.notFound);
          if (before.editor.version !== Version) throw new Conflict(EditorMessage.conflict);
          const roles = new Set((await readRoles(tx)).map((r) => r.Id));
          const stored = storedRowErrors(shaped.input, before, roles);
          if (Object.keys(stored).length > 0)
            throw new ValidationFailed(EditorMessage.invalid, stored);
          await writeEditor(tx, before, shaped.input).catch((error: unknown) => {
            // A swap of names (unique) or a value a check constraint refuses: the input's fault.
            const code = pgError(error)?.code;
            const message = {
              '23505': DefinitionMessage.clash,
              '23514': DefinitionMessage.refused,
            }[code ?? ''];
            if (message) throw new ValidationFailed(EditorMessage.invalid, { Sections: [message] });
            throw error;
          });
          const after = (await readEditorRows(tx, id))!;
          const [old, now] = [editorValues(before), editorValues(after)];
          const changed = Object.keys(Values).filter((k) => logJson(old[k]) !== logJson(now[k]));
          if (changed.length === 0) throw new NoChange();
          await insertChanges(
            tx,
            changed.map((field) => ({
              userId: viewer.userId,
              userName: changedBy(viewer),
              entityName: EDITOR,
              entityId: id,
              entityTitle: after.editor.displayName,
              action: 'Updated' as const,
              field,
              oldValue: logJson(old[field]),
              newValue: logJson(now[field]),
            })),
          );
          return toItem(tx, access, after);
        });
      } catch (error) {
        if (!(error instanceof NoChange)) throw error;
        return item(viewer, id);
      }
    },
  };
}
export type DefinitionEditor = ReturnType<typeof createDefinitionEditor>;
