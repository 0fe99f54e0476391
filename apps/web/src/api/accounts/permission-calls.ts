import {
  batchRespondResponse,
  lookupEntry,
  plainResult,
  type BatchRespondRequest,
  type DeletePermissionRequest,
} from '@portal/domain';
import { z } from 'zod';
import { callAccount } from './account-http.ts';

/** Sales-rep or customer permissions: the two kinds share every call but the path. */
export type ResourceKind = 'sales-rep' | 'customer';

/** POST /{kind}/permission-requests/batchRespond: approve, or reject with a reason. */
export const respondToRequests = (kind: ResourceKind, request: BatchRespondRequest) =>
  callAccount('POST', `/${kind}/permission-requests/batchRespond`, batchRespondResponse, {
    body: request,
  });

/** POST /{kind}/delete/: removes one user's permission, with a comment. */
export const deletePermission = (kind: ResourceKind, request: DeletePermissionRequest) =>
  callAccount('POST', `/${kind}/delete`, plainResult, { body: request });

/** POST /user/salesreplist or /user/customerlist: which of the typed numbers exist. */
export const lookUpNumbers = (kind: ResourceKind, numbers: string[]) =>
  callAccount(
    'POST',
    kind === 'sales-rep' ? '/user/salesreplist' : '/user/customerlist',
    z.array(lookupEntry),
    { body: numbers },
  );
