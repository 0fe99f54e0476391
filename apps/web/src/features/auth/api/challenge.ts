import { challengeResponse } from '@portal/domain';
import { callAccount } from '../../../api/accounts/account-http.ts';

/** The bot-check token that sign-up and recovery send as Challenge (action 'signup'). */
export const getChallenge = async (): Promise<string> =>
  (
    await callAccount('GET', '/Authentication/Challenge', challengeResponse, {
      query: { action: 'signup' },
    })
  ).Challenge;
