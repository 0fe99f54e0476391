import { z } from 'zod';
import { editorValue, editorValues } from './catalogue-editor.ts';
import { CATALOG_NUMBER_MAX, modelEditorParams } from './model-editor.ts';

/**
 * Change requests (admin §1 'change-request users', §2.3 Edit All and 'create change request',
 * §4 "transitions after submission are not shown"; issue 19 requirement 3; decision 179).
 * A proposer on a site with EnableChangeRequest proposes field changes to a model, or its
 * deletion; a reviewer approves (the change is applied and logged with both names), rejects
 * with a reason, or asks for changes. Every call needs a session on a site with
 * EnableChangeRequest and the ChangeRequests module; deciding needs its execute flag.
 *
 * - GET  /api/change-requests/model/{catalogNumber}        → ModelEditorItem (read only)
 * - POST /api/change-requests        { PcnCatalogNumber, Version, Values, Comment? } → 201 Sent
 * - POST /api/change-requests/model/{catalogNumber}/delete-request { Comment? } → 201 Sent
 * - GET  /api/change-requests?scope=&status=&kind=&catalogNumber=&requestedBy=&after= → page
 * - GET  /api/change-requests/{id}                          → ChangeRequestDetail (with the diff)
 * - PUT  /api/change-requests/{id}   { Version, Values, Comment? } (proposer revises) → detail
 * - POST /api/change-requests/{id}/approve        { Version }  (reviewer) → detail
 * - POST /api/change-requests/{id}/reject         { Reason }   (reviewer) → detail
 * - POST /api/change-requests/{id}/ask-for-changes { Reason }  (reviewer) → detail
 * - POST /api/change-requests/{id}/withdraw       {}           (proposer) → detail
 */

export const ChangeRequestStatus = {
  Submitted: 'Submitted',
  ChangesRequested: 'ChangesRequested',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn',
} as const;
export const changeRequestStatuses = [
  'Submitted',
  'ChangesRequested',
  'Approved',
  'Rejected',
  'Withdrawn',
] as const;
export const changeRequestStatus = z.enum(changeRequestStatuses);
export type ChangeRequestStatusValue = z.infer<typeof changeRequestStatus>;

export const changeRequestStatusLabel: Record<ChangeRequestStatusValue, string> = {
  Submitted: 'Waiting for review',
  ChangesRequested: 'Changes requested',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn',
};

export const changeRequestKind = z.enum(['Change', 'Delete']);
export type ChangeRequestKind = z.infer<typeof changeRequestKind>;

/** Who moves a request between states (decision 179); any other move answers 409. */
export type ChangeRequestAction = 'approve' | 'reject' | 'ask-for-changes' | 'withdraw' | 'revise';
export const changeRequestMoves: Record<
  ChangeRequestAction,
  {
    from: readonly ChangeRequestStatusValue[];
    to: ChangeRequestStatusValue;
    by: 'reviewer' | 'proposer';
  }
> = {
  approve: { from: ['Submitted'], to: 'Approved', by: 'reviewer' },
  reject: { from: ['Submitted', 'ChangesRequested'], to: 'Rejected', by: 'reviewer' },
  'ask-for-changes': { from: ['Submitted'], to: 'ChangesRequested', by: 'reviewer' },
  withdraw: { from: ['Submitted', 'ChangesRequested'], to: 'Withdrawn', by: 'proposer' },
  revise: { from: ['Submitted', 'ChangesRequested'], to: 'Submitted', by: 'proposer' },
};

/** The state a request reaches by an action, or null when that move is not allowed from it. */
export const nextChangeRequestStatus = (
  from: ChangeRequestStatusValue,
  action: ChangeRequestAction,
): ChangeRequestStatusValue | null => {
  const move = changeRequestMoves[action];
  return move.from.includes(from) ? move.to : null;
};

export const ChangeRequestMessage = {
  sent: (catalogNumber: string) => `Change request sent for Model ${catalogNumber}`,
  nothingChanged: 'Nothing to propose: every field is as the model has it.',
  notAllowed: (status: string) =>
    `This request is ${status.toLowerCase()}; it cannot be changed that way any more.`,
  reasonRequired: 'Please give a reason.',
  modelChanged:
    'The model changed since you opened this request. Reload it to see the current values.',
  denied: 'Access to Change Requests is Denied.',
  reviewersOnly: 'Only reviewers may decide change requests.',
  notYours: 'You may only change your own requests.',
  siteWithout: 'This site does not take change requests.',
  notFound: 'Change request not found.',
  ownRequest: 'You may not decide your own request.',
  deleteTakesNoValues: 'A delete request proposes no field values.',
  approved: (catalogNumber: string) => `Change request for Model ${catalogNumber} approved`,
  rejected: (catalogNumber: string) => `Change request for Model ${catalogNumber} rejected`,
  changesAsked: (catalogNumber: string) =>
    `Changes asked of the request for Model ${catalogNumber}`,
  withdrawn: (catalogNumber: string) => `Change request for Model ${catalogNumber} withdrawn`,
} as const;

export const REASON_MAX = 2000;
export const CHANGE_REQUEST_PAGE_SIZE = 25;

export const changeRequestParams = z.object({ id: z.coerce.number().int().positive() });
export const changeRequestModelParams = modelEditorParams;

const comment = z.string().trim().max(REASON_MAX).optional();

/** A proposal: the changed fields, at the model's version read, as the model editor saves. */
export const changeRequestProposal = z.object({
  PcnCatalogNumber: z.string().trim().min(1).max(CATALOG_NUMBER_MAX),
  Version: z.string().min(1),
  Values: editorValues,
  Comment: comment,
});
export type ChangeRequestProposal = z.infer<typeof changeRequestProposal>;

/** The proposer revises a waiting or sent-back proposal: it goes back to Submitted. */
export const changeRequestRevision = z.object({
  Version: z.string().min(1),
  Values: editorValues,
  Comment: comment,
});
export type ChangeRequestRevision = z.infer<typeof changeRequestRevision>;

export const changeRequestDeleteInput = z.object({ Comment: comment });

/** Approve at the model's version the reviewer saw in the diff. */
export const changeRequestApproval = z.object({ Version: z.string().min(1) });
export type ChangeRequestApproval = z.infer<typeof changeRequestApproval>;

/** Reject and ask for changes need a reason the proposer reads. */
export const changeRequestReason = z.object({
  Reason: z.string().trim().min(1, ChangeRequestMessage.reasonRequired).max(REASON_MAX),
});
export type ChangeRequestReason = z.infer<typeof changeRequestReason>;

/** The list: a proposer sees their own ('mine'); a reviewer the queue ('all') too. */
export const changeRequestListQuery = z.object({
  scope: z.enum(['mine', 'all']).default('mine'),
  status: changeRequestStatus.optional(),
  kind: changeRequestKind.optional(),
  /** A catalogue number, or its beginning. */
  catalogNumber: z.string().trim().max(CATALOG_NUMBER_MAX).optional(),
  /** The proposer's name, or part of it (queue only). */
  requestedBy: z.string().trim().max(100).optional(),
  /** The previous page's Next. */
  after: z.coerce.number().int().positive().optional(),
});
export type ChangeRequestListQuery = z.infer<typeof changeRequestListQuery>;

export const changeRequestSummary = z.object({
  ModelChangeRequestId: z.number().int(),
  Kind: changeRequestKind,
  Status: changeRequestStatus,
  PcnCatalogNumber: z.string(),
  Comment: z.string().nullable(),
  /** EntityPropertyNames of the proposed fields (empty for a delete). */
  Fields: z.array(z.string()),
  RequestedBy: z.string(),
  RequestedAt: z.string(),
  ReviewedBy: z.string().nullable(),
  ReviewedAt: z.string().nullable(),
  /** The reviewer's reason for a rejection or for asking changes. */
  Reason: z.string().nullable(),
});
export type ChangeRequestSummary = z.infer<typeof changeRequestSummary>;

export const changeRequestPage = z.object({
  Items: z.array(changeRequestSummary),
  /** Pass as `after` for the next page; null on the last. */
  Next: z.number().int().nullable(),
});
export type ChangeRequestPage = z.infer<typeof changeRequestPage>;

/** One proposed field: its value when proposed, now, and proposed. */
export const changeRequestFieldDiff = z.object({
  Field: z.string(),
  DisplayName: z.string(),
  Section: z.string(),
  EditorType: z.string(),
  Before: editorValue.nullable(),
  Current: editorValue.nullable(),
  Proposed: editorValue.nullable(),
  /** Someone changed the field after the proposal was made (Current differs from Before). */
  ChangedSinceProposal: z.boolean(),
});
export type ChangeRequestFieldDiff = z.infer<typeof changeRequestFieldDiff>;

export const changeRequestDetail = changeRequestSummary.extend({
  /** The model's version now (approve sends it back), null when the model is gone. */
  CurrentVersion: z.string().nullable(),
  ModelExists: z.boolean(),
  Diff: z.array(changeRequestFieldDiff),
  /** What the viewer may do with it now. */
  Actions: z.array(z.enum(['approve', 'reject', 'ask-for-changes', 'withdraw', 'revise'])),
});
export type ChangeRequestDetail = z.infer<typeof changeRequestDetail>;

export const changeRequestSent = z.object({
  Successful: z.literal(true),
  Message: z.string(),
  Data: changeRequestSummary,
});
export type ChangeRequestSent = z.infer<typeof changeRequestSent>;
