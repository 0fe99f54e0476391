import {
  changeRequestDetail,
  changeRequestSent,
  type ChangeRequestDetail,
  type ChangeRequestSent,
  type EditorValues,
} from '@portal/domain';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

/** The change requests' lists and details: read again once a proposal goes or is revised. */
export const CHANGE_REQUESTS_KEY = accountKey('change-requests');

/** An empty comment is not sent. */
const withComment = (comment: string) => (comment.trim() ? { Comment: comment.trim() } : {});

/** POST /api/change-requests: the changed fields at the version read, for a reviewer. */
export const submitProposal = (
  catalogNumber: string,
  version: string,
  values: EditorValues,
  comment: string,
): Promise<ChangeRequestSent> =>
  callAccount('POST', '/change-requests', changeRequestSent, {
    body: {
      PcnCatalogNumber: catalogNumber,
      Version: version,
      Values: values,
      ...withComment(comment),
    },
  });

/** PUT /api/change-requests/{id}: the proposer's new values; the request waits for review again. */
export const reviseProposal = (
  requestId: number,
  version: string,
  values: EditorValues,
  comment: string,
): Promise<ChangeRequestDetail> =>
  callAccount('PUT', `/change-requests/${requestId}`, changeRequestDetail, {
    body: { Version: version, Values: values, ...withComment(comment) },
  });

/** POST …/model/{n}/delete-request: asks a reviewer to delete the model. */
export const proposeDeletion = (catalogNumber: string, comment: string) =>
  callAccount(
    'POST',
    `/change-requests/model/${encodeURIComponent(catalogNumber)}/delete-request`,
    changeRequestSent,
    { body: withComment(comment) },
  );
