import {
  ChangeRequestMessage,
  type ChangeRequestAction,
  type ChangeRequestApproval,
  type ChangeRequestStatusValue,
  type EditorValues,
} from '@portal/domain';
import type { Transaction } from '../../db/client.ts';
import { Conflict } from '../../lib/errors.ts';
import type { LogAttribution } from '../catalogue-editor/change-log-queries.ts';
import { deleteItem } from '../catalogue-editor/delete-item.ts';
import { changedBy, type EntityAccess } from '../catalogue-editor/editor-access.ts';
import { publisher } from '../catalogue-editor/editor-deps.ts';
import { readItemRow } from '../catalogue-editor/item-queries.ts';
import { saveFields } from '../catalogue-editor/save-item.ts';
import type { ChangeRequestContext, ChangeRequestDeps } from './change-request-context.ts';
import { queueDecisionMail } from './change-request-mails.ts';
import { updateRequest, type ChangeRequestRow } from './change-request-queries.ts';
import { lockedForMove } from './request-moves.ts';

/** Marks the request decided by the viewer and queues the proposer's mail, in `tx`. */
async function decided(
  tx: Transaction,
  ctx: ChangeRequestContext,
  row: ChangeRequestRow,
  to: ChangeRequestStatusValue,
  reason: string | null,
): Promise<void> {
  const reviewer = changedBy(ctx.viewer);
  await updateRequest(tx, row.modelChangeRequestId, {
    status: to,
    reviewedBy: ctx.viewer.userId,
    reviewedByName: reviewer,
    reviewedAt: new Date(),
    reason,
  });
  const place = { siteId: ctx.site.SiteId, origin: ctx.origin };
  await queueDecisionMail(tx, place, row, { status: to, reviewer, reason });
}

/**
 * Approves a request in one transaction (decision 179): the request is locked and its state
 * checked, the model locked at the version the reviewer saw (409 when it moved, nothing
 * written), exactly the proposed fields saved through the editor's save, or the model deleted,
 * with log rows naming the proposer and the reviewer; then the request is marked Approved and
 * the proposer's mail queued. Every instance's caches follow after commit.
 */
export async function approve(
  deps: ChangeRequestDeps,
  ctx: ChangeRequestContext,
  access: EntityAccess,
  id: number,
  input: ChangeRequestApproval,
): Promise<void> {
  const { viewer } = ctx;
  const pcn = await deps.db.transaction(async (tx) => {
    const { row, to } = await lockedForMove(tx, id, viewer, 'approve');
    const pcn = row.pcnCatalogNumber;
    const model = await readItemRow(tx, access.et, [], pcn, true);
    if (!model || model.version !== input.Version)
      throw new Conflict(ChangeRequestMessage.modelChanged);
    const log: LogAttribution = {
      userId: row.requestedBy,
      userName: row.requestedByName,
      approvedByUserId: viewer.userId,
      approvedByName: changedBy(viewer),
      changeRequestId: id,
    };
    const editor = { db: deps.db, viewer };
    if (row.kind === 'Delete') await deleteItem(editor, access, pcn, input.Version, { tx, log });
    else {
      const Values = (row.changes ?? {}) as EditorValues;
      await saveFields(editor, access, pcn, { Version: input.Version, Values }, { tx, log });
    }
    await decided(tx, ctx, row, to, null);
    return pcn;
  });
  await publisher(deps)({ entityName: 'Model', id: pcn });
}

/** Rejects or sends back a request with the reviewer's reason; the model is not touched. */
export async function decline(
  deps: ChangeRequestDeps,
  ctx: ChangeRequestContext,
  id: number,
  action: Extract<ChangeRequestAction, 'reject' | 'ask-for-changes'>,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { row, to } = await lockedForMove(tx, id, ctx.viewer, action);
    await decided(tx, ctx, row, to, reason);
  });
}
