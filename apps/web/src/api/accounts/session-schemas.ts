/** The session calls' answers, loaded with the first call: no page needs them to show. */
export { loginFailure, loginResponse, plainResult, sessionUser } from '@portal/domain';
