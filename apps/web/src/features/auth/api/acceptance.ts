import { acceptanceDocument, acceptanceResponse, type AcceptanceRecord } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

export const acceptanceDocumentsQuery = () =>
  queryOptions({
    queryKey: accountKey('acceptance-documents'),
    queryFn: ({ signal }) =>
      callAccount('GET', '/Authentication/AcceptanceDocuments', z.array(acceptanceDocument), {
        signal,
      }),
    staleTime: 0,
  });

/** POST /api/Authentication/AcceptanceDocuments; Accepted is true once every document is. */
export const saveAcceptance = (records: AcceptanceRecord[]) =>
  callAccount('POST', '/Authentication/AcceptanceDocuments', acceptanceResponse, {
    body: records,
  });
