import {
  permissionsResult,
  plainResult,
  user,
  type ActivationRequest,
  type AddPermissionsRequest,
  type PermissionsRequest,
  type ProfileUpdate,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

/** 'me' is the signed-in user's own profile. */
export type UserRef = number | 'me';

export const userQuery = (ref: UserRef) =>
  queryOptions({
    queryKey: accountKey('user', ref),
    queryFn: ({ signal }) =>
      callAccount('GET', ref === 'me' ? '/user/me/profile' : `/user/${ref}`, user, { signal }),
    staleTime: 0,
  });

export const userKeyRoot = accountKey('user');

export const updateProfile = (userId: number, update: ProfileUpdate) =>
  callAccount('POST', `/user/updateprofile/${userId}`, plainResult, { body: update });

export const requestPermissions = (request: PermissionsRequest) =>
  callAccount('POST', '/user/me/permissions-request', permissionsResult, { body: request });

export const addPermissions = (request: AddPermissionsRequest) =>
  callAccount('POST', '/user/me/add-permissions', permissionsResult, { body: request });

export const setUserActive = (userId: number, request: ActivationRequest) =>
  callAccount('POST', `/user/activate/${userId}`, plainResult, { body: request });
