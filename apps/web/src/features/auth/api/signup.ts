import { signupResponse, type AdSignupRequest, type SignupRequest } from '@portal/domain';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { getChallenge } from './challenge.ts';

/** POST /api/Authentication/Signup with a fresh bot-check challenge. */
export const signup = async (request: Omit<SignupRequest, 'Challenge'>) =>
  callAccount('POST', '/Authentication/Signup', signupResponse, {
    body: { ...request, Challenge: await getChallenge() },
  });

/** POST /api/Authentication/AdSignup: a signed-in directory user, no password. */
export const adSignup = async (request: Omit<AdSignupRequest, 'Challenge'>) =>
  callAccount('POST', '/Authentication/AdSignup', signupResponse, {
    body: { ...request, Challenge: await getChallenge() },
  });
