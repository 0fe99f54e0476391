import {
  changePasswordResponse,
  plainResult,
  type ChangePasswordRequest,
  type UpdatePasswordRequest,
} from '@portal/domain';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { getChallenge } from './challenge.ts';

/** POST /api/Account/ResetPassword: the same answer whether or not the address exists. */
export const requestRecovery = async (username: string) =>
  callAccount('POST', '/Account/ResetPassword', plainResult, {
    body: { Username: username, Challenge: await getChallenge() },
  });

/** POST /api/Account/UpdatePassword with the code and id of the e-mailed link. */
export const updatePassword = (request: UpdatePasswordRequest) =>
  callAccount('POST', '/Account/UpdatePassword', plainResult, { body: request });

/** POST /api/Account/ChangePassword; SignedIn says whether a fresh session was started. */
export const changePassword = (request: ChangePasswordRequest) =>
  callAccount('POST', '/Account/ChangePassword', changePasswordResponse, {
    body: request,
    expectUnauthorized: true,
  });
