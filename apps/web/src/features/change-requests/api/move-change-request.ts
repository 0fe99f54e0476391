import { changeRequestDetail, type ChangeRequestDetail } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { changeRequestKey, changeRequestsKey } from './change-request-keys.ts';

/** The moves this page makes; a revision goes through the model editor. */
export type ChangeRequestMove =
  | { action: 'approve'; version: string }
  | { action: 'reject' | 'ask-for-changes'; reason: string }
  | { action: 'withdraw' };

const bodyOf = (move: ChangeRequestMove) =>
  move.action === 'approve'
    ? { Version: move.version }
    : move.action === 'withdraw'
      ? {}
      : { Reason: move.reason.trim() };

/** POST /api/change-requests/{id}/{action}: the request as it is after the move. */
export const moveChangeRequest = (
  id: number,
  move: ChangeRequestMove,
): Promise<ChangeRequestDetail> =>
  callAccount('POST', `/change-requests/${id}/${move.action}`, changeRequestDetail, {
    body: bodyOf(move),
  });

/** A move; its answer replaces the detail and the lists are read again. */
export function useMoveChangeRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: ChangeRequestMove) => moveChangeRequest(id, move),
    onSuccess: (detail) => {
      queryClient.setQueryData(changeRequestKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: changeRequestsKey('list') });
      // An approval changed the model: the catalogue's tables and the model as the proposal
      // mode read it are read again when next shown.
      if (detail.Status === 'Approved') {
        void queryClient.invalidateQueries({ queryKey: ['product-sections'] });
        void queryClient.invalidateQueries({ queryKey: accountKey('change-request-model') });
      }
    },
  });
}
