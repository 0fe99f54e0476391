import { changeRequestDetail } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { changeRequestKey } from './change-request-keys.ts';

/** GET /api/change-requests/{id}: the request, its diff against the model now, the viewer's actions. */
export const useChangeRequest = (id: number) =>
  useQuery({
    queryKey: changeRequestKey(id),
    queryFn: ({ signal }) =>
      callAccount('GET', `/change-requests/${id}`, changeRequestDetail, { signal }),
    retry: false,
  });
