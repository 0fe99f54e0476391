import {
  ChangeRequestMessage,
  EditorMessage,
  type ChangeRequestProposal,
  type ChangeRequestRevision,
  type ChangeRequestSent,
  type ModelDeleteRequest,
} from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { changedBy, type EntityAccess } from '../catalogue-editor/editor-access.ts';
import { readItemRow } from '../catalogue-editor/item-queries.ts';
import { insertDeleteRequest } from '../catalogue-editor/model/model-copy.ts';
import type { ChangeRequestContext, ChangeRequestDeps } from './change-request-context.ts';
import { insertProposal, readRequest, updateRequest } from './change-request-queries.ts';
import { toSummary } from './change-request-summary.ts';
import { proposedFields } from './proposed-fields.ts';
import { lockedForMove } from './request-moves.ts';

const sent = (pcn: string, row: Parameters<typeof toSummary>[0]): ChangeRequestSent => ({
  Successful: true,
  Message: ChangeRequestMessage.sent(pcn),
  Data: toSummary(row),
});

/** A proposal of field changes: checked as a save, stored with the values it replaces. */
export async function propose(
  deps: ChangeRequestDeps,
  ctx: ChangeRequestContext,
  access: EntityAccess,
  input: ChangeRequestProposal,
): Promise<ChangeRequestSent> {
  const { viewer } = ctx;
  const pcn = input.PcnCatalogNumber;
  const row = await deps.db.transaction(async (tx) => {
    const proposed = await proposedFields(tx, access, pcn, input, EditorMessage.conflict);
    return insertProposal(tx, {
      pcnCatalogNumber: pcn,
      comment: input.Comment || null,
      ...proposed,
      requestedBy: viewer.userId,
      requestedByName: changedBy(viewer),
      siteId: ctx.site.SiteId,
    });
  });
  return sent(pcn, row);
}

/** A request that the model be deleted; one waits per model, as for the editor's. */
export async function requestDelete(
  deps: ChangeRequestDeps,
  ctx: ChangeRequestContext,
  access: EntityAccess,
  pcn: string,
  input: ModelDeleteRequest,
): Promise<ChangeRequestSent> {
  const { viewer } = ctx;
  const row = await deps.db.transaction(async (tx) => {
    const model = await readItemRow(tx, access.et, [], pcn);
    if (!model) throw new NotFound(EditorMessage.notFound('Model'));
    const { id } = await insertDeleteRequest(tx, {
      pcn,
      comment: input.Comment || null,
      baseVersion: model.version,
      userId: viewer.userId,
      userName: changedBy(viewer),
      siteId: ctx.site.SiteId,
    });
    return (await readRequest(tx, id))!;
  });
  return sent(pcn, row);
}

/**
 * The proposer's new values for a waiting or sent-back request, checked again against the
 * model at the version they read now; it waits for review again. A delete request takes only
 * a new comment.
 */
export async function revise(
  deps: ChangeRequestDeps,
  ctx: ChangeRequestContext,
  access: EntityAccess,
  id: number,
  input: ChangeRequestRevision,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { row, to } = await lockedForMove(tx, id, ctx.viewer, 'revise');
    const comment = input.Comment === undefined ? row.comment : input.Comment || null;
    const pcn = row.pcnCatalogNumber;
    if (row.kind === 'Delete') {
      if (Object.keys(input.Values).length > 0)
        throw new ValidationFailed(ChangeRequestMessage.deleteTakesNoValues);
      const model = await readItemRow(tx, access.et, [], pcn);
      if (!model) throw new NotFound(EditorMessage.notFound('Model'));
      if (model.version !== input.Version) throw new Conflict(ChangeRequestMessage.modelChanged);
      await updateRequest(tx, id, { status: to, comment, baseVersion: model.version });
      return;
    }
    const proposed = await proposedFields(
      tx,
      access,
      pcn,
      input,
      ChangeRequestMessage.modelChanged,
    );
    await updateRequest(tx, id, { status: to, comment, ...proposed });
  });
}

/** The proposer takes their request back; it stays for the record. */
export async function withdraw(
  deps: ChangeRequestDeps,
  ctx: ChangeRequestContext,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { to } = await lockedForMove(tx, id, ctx.viewer, 'withdraw');
    await updateRequest(tx, id, { status: to });
  });
}
