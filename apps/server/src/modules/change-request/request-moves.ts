import {
  changeRequestMoves,
  ChangeRequestMessage,
  nextChangeRequestStatus,
  type ChangeRequestAction,
  type ChangeRequestStatusValue,
} from '@portal/domain';
import type { Transaction } from '../../db/client.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { isReviewer } from './change-request-gate.ts';
import { readRequest, type ChangeRequestRow } from './change-request-queries.ts';
import { statusOf, statusWords } from './change-request-summary.ts';

/**
 * Locks the request and checks the move (decision 179): reviewers decide others' requests, a
 * proposer moves only their own, and only the table's moves from the state it is in now. The
 * lock comes first, so of two moves at once the second sees the first one's state.
 */
export async function lockedForMove(
  tx: Transaction,
  id: number,
  viewer: Viewer,
  action: ChangeRequestAction,
): Promise<{ row: ChangeRequestRow; to: ChangeRequestStatusValue }> {
  const row = await readRequest(tx, id, true);
  if (!row) throw new NotFound(ChangeRequestMessage.notFound);
  const own = row.requestedBy === viewer.userId;
  if (changeRequestMoves[action].by === 'reviewer') {
    if (!isReviewer(viewer)) throw new Forbidden(ChangeRequestMessage.reviewersOnly);
    if (own) throw new Forbidden(ChangeRequestMessage.ownRequest);
  } else if (!own) throw new Forbidden(ChangeRequestMessage.notYours);
  const to = nextChangeRequestStatus(statusOf(row), action);
  if (!to) throw new Conflict(ChangeRequestMessage.notAllowed(statusWords(statusOf(row))));
  return { row, to };
}

/** A request the viewer may read: their own, or any for a reviewer. */
export function visibleTo(viewer: Viewer, row: ChangeRequestRow | null): ChangeRequestRow {
  if (!row || (row.requestedBy !== viewer.userId && !isReviewer(viewer)))
    throw new NotFound(ChangeRequestMessage.notFound);
  return row;
}
