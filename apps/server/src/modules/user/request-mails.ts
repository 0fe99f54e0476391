import { PermissionRequestStatus, type PermissionRequest } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { queueMail, type MailMessage } from '../mail/outbox.ts';
import { listRequests } from './request-list-queries.ts';

const named = (number: string | null, name: string | null) =>
  [number, name].filter(Boolean).join(' ');

/** One requested sales rep or customer: its number and name. */
const requestLine = (r: PermissionRequest) =>
  r.SalesRepresentativeNumber !== null
    ? `- Sales representative ${named(r.SalesRepresentativeNumber, r.SalesRepresentativeName)}`
    : `- Customer ${named(r.CustomerNumber, r.CustomerName)}${
        r.Status === PermissionRequestStatus.WaitingForSalesRep
          ? " (the customer's sales representative reviews this request first)"
          : ''
      }`;

/** Sent after a sign-up without an invitation code: what was asked for, and what comes next. */
export function requestReceivedMail(portalName: string, requests: PermissionRequest[]) {
  return {
    subject: `${portalName}: we received your request for access`,
    text: [
      `Thank you for creating an account on the ${portalName}. You asked for access to:`,
      ...requests.map(requestLine),
      '',
      'Your account is waiting for approval. We will e-mail you again when your request has been approved or rejected.',
    ].join('\n'),
  };
}

/** Sent when a request is decided; one message per user for the requests of one decision. */
export function requestDecidedMail(
  requests: PermissionRequest[],
  approved: boolean,
  reason: string | null,
) {
  const lines = requests.map(requestLine);
  if (approved)
    return {
      subject: 'Your request for access was approved',
      text: [
        'Your request for access was approved:',
        ...lines,
        '',
        'Sign in to the portal to use it.',
      ].join('\n'),
    };
  return {
    subject: 'Your request for access was rejected',
    text: [
      'Your request for access was rejected:',
      ...lines,
      '',
      `Reason: ${reason ?? ''}`,
      '',
      'If you think this is a mistake, please contact customer service.',
    ].join('\n'),
  };
}

/** Queues, in the caller's transaction, the mail about the requests just filed for a user. */
export async function queueRequestReceivedMail(
  tx: Executor,
  userId: number,
  to: string,
  portalName: string,
) {
  const filed = await listRequests(tx, {
    userIds: [userId],
    statuses: [PermissionRequestStatus.PendingApproval, PermissionRequestStatus.WaitingForSalesRep],
  });
  if (filed.length === 0 || to === '') return;
  await queueMail(tx, { to, ...requestReceivedMail(portalName, filed) });
}

/** Queues, in the caller's transaction, one decision mail to each user whose requests were decided. */
export async function queueDecisionMails(
  tx: Executor,
  requestIds: number[],
  approved: boolean,
  reason: string | null,
) {
  const decided = await listRequests(tx, { ids: requestIds });
  const byUser = new Map<number, PermissionRequest[]>();
  for (const r of decided) byUser.set(r.UserId, [...(byUser.get(r.UserId) ?? []), r]);
  const mails: MailMessage[] = [...byUser.values()]
    .filter((requests) => requests[0]!.UserEmail !== '')
    .map((requests) => ({
      to: requests[0]!.UserEmail,
      ...requestDecidedMail(requests, approved, reason),
    }));
  for (const mail of mails) await queueMail(tx, mail);
}
