import { accountKey } from '../../../api/accounts/account-keys.ts';

/**
 * Lists and details of change requests. The model editor's proposal mode reads the same root
 * again after a proposal, so a list shows the new request at once.
 */
export const changeRequestsKey = (...parts: readonly unknown[]) =>
  accountKey('change-requests', ...parts);

export const changeRequestKey = (id: number) => changeRequestsKey('detail', id);
