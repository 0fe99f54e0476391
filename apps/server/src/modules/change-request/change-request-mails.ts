import {
  ChangeRequestMessage,
  changeRequestStatusLabel,
  type ChangeRequestStatusValue,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { queueMail } from '../mail/outbox.ts';
import { proposerAddress, siteHostNames, type ChangeRequestRow } from './change-request-queries.ts';

/** Where the decision was made: its site and the origin the reviewer's browser used. */
export interface DecisionPlace {
  siteId: number;
  origin: string;
}

/**
 * The origin of the site the request was made on: the reviewer's own when they decide there
 * (or the site is unknown, as for the editor's delete requests), else that site's own host
 * name with the reviewer's scheme and port.
 */
async function requestOrigin(
  db: Executor,
  place: DecisionPlace,
  siteId: number | null,
): Promise<string> {
  if (siteId === null || siteId === place.siteId) return place.origin;
  const [host] = await siteHostNames(db, siteId);
  if (!host) return place.origin;
  const { protocol, port } = new URL(place.origin);
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}

const subjects: Partial<Record<ChangeRequestStatusValue, (pcn: string) => string>> = {
  Approved: ChangeRequestMessage.approved,
  Rejected: ChangeRequestMessage.rejected,
  ChangesRequested: ChangeRequestMessage.changesAsked,
};

/** The proposer's mail about a reviewer's decision: the model, the status, the reason, a link. */
export function decisionMail(
  row: ChangeRequestRow,
  status: ChangeRequestStatusValue,
  reviewer: string,
  reason: string | null,
  link: string,
) {
  const pcn = row.pcnCatalogNumber;
  const asked =
    row.kind === 'Delete'
      ? 'Delete the model'
      : `Change ${Object.keys(row.changes ?? {}).join(', ')}`;
  return {
    subject: (subjects[status] ?? ChangeRequestMessage.sent)(pcn),
    text: [
      `${reviewer} reviewed your change request ${row.modelChangeRequestId}.`,
      '',
      `Model: ${pcn}`,
      `Request: ${asked}`,
      `Status: ${changeRequestStatusLabel[status]}`,
      ...(reason ? [`Reason: ${reason}`] : []),
      '',
      `Open the request: ${link}`,
    ].join('\n'),
  };
}

/** Queues, in the decision's transaction, the one mail to the proposer (none without address). */
export async function queueDecisionMail(
  tx: Executor,
  place: DecisionPlace,
  row: ChangeRequestRow,
  decision: { status: ChangeRequestStatusValue; reviewer: string; reason: string | null },
): Promise<void> {
  const to = await proposerAddress(tx, row.requestedBy);
  if (!to) return;
  const origin = await requestOrigin(tx, place, row.siteId);
  const link = `${origin}/requests/${row.modelChangeRequestId}`;
  await queueMail(tx, {
    to,
    ...decisionMail(row, decision.status, decision.reviewer, decision.reason, link),
  });
}
