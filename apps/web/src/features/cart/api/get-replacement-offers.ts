import type { ReplacementOffer } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { readSession } from '../../../api/accounts/session-store.ts';
import { apiUrl, postJson } from '../../../api/http-client.ts';

/** POST /api/supersession/offers: the replacements of numbers about to be ordered, priced. */
export const getReplacementOffers = (pcns: readonly string[]) =>
  postJson(apiUrl('/supersession/offers'), { pcns }, (s) => s.replacementOffers).then(
    (answer) => new Map<string, ReplacementOffer>(answer.List.map((o) => [o.Replacement, o])),
  );

/**
 * The offers for the old numbers that suggested replacements replace, keyed by the
 * replacement; prices depend on who is signed in, so the key names them.
 */
export const useReplacementOffers = (oldNumbers: readonly string[]) =>
  useQuery({
    queryKey: ['replacement-offers', readSession().user?.Id ?? null, oldNumbers.join(',')],
    queryFn: () => getReplacementOffers(oldNumbers),
    enabled: oldNumbers.length > 0,
    staleTime: 60_000,
  });
