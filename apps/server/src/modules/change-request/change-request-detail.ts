import {
  changeRequestMoves,
  type ChangeRequestAction,
  type ChangeRequestDetail,
  type ChangeRequestFieldDiff,
  type EditorValue,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import type { Viewer } from '../../lib/session.ts';
import type { EntityAccess } from '../catalogue-editor/editor-access.ts';
import { readItemRow } from '../catalogue-editor/item-queries.ts';
import { columnsOf, readLists } from '../catalogue-editor/read-item.ts';
import { wireValue } from '../catalogue-editor/value-shapes.ts';
import { isReviewer } from './change-request-gate.ts';
import type { ChangeRequestRow } from './change-request-queries.ts';
import { statusOf, toSummary } from './change-request-summary.ts';

/** A value as JSON with its objects' keys sorted, so equal values compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The moves of the request the viewer may make now (decision 179's table). */
export function actionsOf(viewer: Viewer, row: ChangeRequestRow): ChangeRequestAction[] {
  const own = row.requestedBy === viewer.userId;
  const reviewer = isReviewer(viewer);
  return (Object.keys(changeRequestMoves) as ChangeRequestAction[]).filter((action) => {
    const move = changeRequestMoves[action];
    if (!move.from.includes(statusOf(row))) return false;
    return move.by === 'reviewer' ? reviewer && !own : own;
  });
}

/**
 * The model's values now of the fields named, by EntityPropertyName, and its version; null
 * when it is gone.
 */
async function modelNow(db: Executor, access: EntityAccess, pcn: string, names: string[]) {
  const fields = new Set(names.flatMap((n) => access.fields.get(n) ?? []));
  const columns = columnsOf(access).filter((f) => fields.has(f));
  const row = await readItemRow(db, access.et, columns, pcn);
  if (!row) return null;
  const values = new Map<string, EditorValue>();
  for (const [field, value] of [...row.values, ...(await readLists(db, access, pcn, fields))])
    values.set(field.def.EntityPropertyName, wireValue(field, value));
  return { version: row.version, values };
}

/**
 * A request with its diff: each proposed field's value when proposed (Before), now (Current)
 * and proposed, flagged when someone changed it since; the model's version now, which an
 * approval sends back; and what the viewer may do with it.
 */
export async function requestDetail(
  db: Executor,
  access: EntityAccess,
  sections: ReadonlyMap<string, string>,
  viewer: Viewer,
  row: ChangeRequestRow,
): Promise<ChangeRequestDetail> {
  const model = await modelNow(db, access, row.pcnCatalogNumber, Object.keys(row.changes ?? {}));
  // Once decided, the flag would only repeat the approval's own change: it warns a reviewer.
  const waiting = changeRequestMoves.revise.from.includes(statusOf(row));
  const original = (row.original ?? {}) as Record<string, EditorValue>;
  // In the editor's order of the fields (jsonb keeps its keys in an order of its own).
  const order = [...access.fields.keys()];
  const place = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.length : at;
  };
  const fields = Object.entries(row.changes ?? {}).sort(([a], [b]) => place(a) - place(b));
  const diff: ChangeRequestFieldDiff[] = fields.map(([name, proposed]) => {
    const def = access.fields.get(name)?.def;
    const before = original[name] ?? null;
    const current = model?.values.get(name) ?? null;
    return {
      Field: name,
      DisplayName: def?.DisplayName ?? name,
      Section: sections.get(name) ?? '',
      EditorType: def?.EditorType ?? 'text',
      Before: before,
      Current: current,
      Proposed: (proposed ?? null) as EditorValue | null,
      ChangedSinceProposal: waiting && canonical(before) !== canonical(current),
    };
  });
  return {
    ...toSummary(row),
    CurrentVersion: model?.version ?? null,
    ModelExists: model !== null,
    Diff: diff,
    Actions: actionsOf(viewer, row),
  };
}
