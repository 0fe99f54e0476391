import type { CartModelPrice } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { readSession } from '../../../api/accounts/session-store.ts';
import { apiUrl, getJson } from '../../../api/http-client.ts';

/** What a new line of each model would cost the requester, asked of the server (decision 037). */
export const getLinePrices = (pcns: readonly string[], signal?: AbortSignal) =>
  getJson(apiUrl('/cart/prices', { pcns: pcns.join(',') }), (s) => s.cartPrices, signal).then(
    (answer) => new Map<string, CartModelPrice>(answer.Data.map((p) => [p.PcnCatalogNumber, p])),
  );

/** Prices of the suggested models; they depend on who is signed in, so the key names them. */
export const useLinePrices = (pcns: readonly string[]) =>
  useQuery({
    queryKey: ['cart-line-prices', readSession().user?.Id ?? null, pcns.join(',')],
    queryFn: ({ signal }) => getLinePrices(pcns, signal),
    enabled: pcns.length > 0,
    staleTime: 60_000,
  });
