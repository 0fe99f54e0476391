import type { WhereUsedProduct } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { accountKey } from '../../api/accounts/account-keys.ts';
import { useLiveUser } from '../../api/accounts/use-session.ts';
import { apiUrl, getEnvelopeData } from '../../api/http-client.ts';
import { useCatalogQuery } from '../use-catalog-query.ts';

interface WhereUsedRequest {
  catalogNumber: string;
  catalogId: number;
  isPreview: boolean;
}

/** GET /api/modelviewer/whereused/{catalogNumber}: the products whose tables list the model. */
export const getWhereUsed = (
  request: WhereUsedRequest,
  signal?: AbortSignal,
): Promise<WhereUsedProduct[]> =>
  getEnvelopeData(
    apiUrl(`/modelviewer/whereused/${encodeURIComponent(request.catalogNumber)}`, {
      catalogId: request.catalogId,
      isPreview: request.isPreview || undefined,
    }),
    (s) => s.whereUsedProducts,
    signal,
  );

/**
 * Where a model is used, in the page's catalogue and mode. A signed-in customer's answer puts
 * their own units first, so it is kept with the account's queries and dropped at sign-out.
 */
export function useWhereUsed(catalogNumber: string) {
  const { catalogId, isPreview } = useCatalogQuery();
  const user = useLiveUser();
  const request = { catalogNumber, catalogId, isPreview };
  const key = ['where-used', catalogNumber, catalogId, isPreview];
  return useQuery({
    queryKey: user ? accountKey(...key, user.Id) : key,
    queryFn: ({ signal }) => getWhereUsed(request, signal),
    staleTime: 5 * 60_000,
  });
}
