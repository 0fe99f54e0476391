import { supersession, type Supersession, type SupersessionSave } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

const path = (catalogNumber: string) => `/editor/supersession/${encodeURIComponent(catalogNumber)}`;

export const supersessionKey = (catalogNumber: string) =>
  accountKey('editor', 'supersession', catalogNumber);

/** GET /api/editor/supersession/{catalogNumber}: the model's replacement and its chain. */
export const getSupersession = (catalogNumber: string, signal?: AbortSignal) =>
  callAccount('GET', path(catalogNumber), supersession, { signal });

/** PUT: marks the model as replaced, or changes its replacement or note. */
export const saveSupersession = (catalogNumber: string, body: SupersessionSave) =>
  callAccount('PUT', path(catalogNumber), supersession, { body });

/** DELETE: the model is no longer replaced. */
export const clearSupersession = (catalogNumber: string) =>
  callAccount('DELETE', path(catalogNumber), supersession);

export const useSupersession = (catalogNumber: string) =>
  useQuery({
    queryKey: supersessionKey(catalogNumber),
    queryFn: ({ signal }) => getSupersession(catalogNumber, signal),
    retry: false,
  });

/**
 * Saves or clears the replacement. The answer is the link as it now stands, so it is shown
 * at once; the change log and other models' chains are read again.
 */
export function useSupersessionChange(catalogNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SupersessionSave | null) =>
      save ? saveSupersession(catalogNumber, save) : clearSupersession(catalogNumber),
    onSuccess: (answer: Supersession) => {
      queryClient.setQueryData(supersessionKey(catalogNumber), answer);
      // Models leading into this one have a new chain; this one's answer is already here.
      void queryClient.invalidateQueries({
        queryKey: accountKey('editor', 'supersession'),
        predicate: (query) => query.queryKey[3] !== catalogNumber,
      });
      void queryClient.invalidateQueries({ queryKey: accountKey('change-log') });
    },
  });
}
