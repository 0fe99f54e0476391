import {
  changeRequestStatusLabel,
  type ChangeRequestKind,
  type ChangeRequestStatusValue,
  type ChangeRequestSummary,
} from '@portal/domain';
import type { ChangeRequestRow } from './change-request-queries.ts';

export const statusOf = (row: ChangeRequestRow): ChangeRequestStatusValue =>
  row.status as ChangeRequestStatusValue;

/** 'waiting for review', 'approved': a status as a sentence says it. */
export const statusWords = (status: ChangeRequestStatusValue): string =>
  changeRequestStatusLabel[status].toLowerCase();

/** A request as its lists and answers show it; one mapping from columns to wire names. */
export const toSummary = (row: ChangeRequestRow): ChangeRequestSummary => ({
  ModelChangeRequestId: row.modelChangeRequestId,
  Kind: row.kind as ChangeRequestKind,
  Status: statusOf(row),
  PcnCatalogNumber: row.pcnCatalogNumber,
  Comment: row.comment,
  Fields: Object.keys(row.changes ?? {}),
  RequestedBy: row.requestedByName,
  RequestedAt: row.requestedAt.toISOString(),
  ReviewedBy: row.reviewedByName,
  ReviewedAt: row.reviewedAt?.toISOString() ?? null,
  Reason: row.reason,
});
