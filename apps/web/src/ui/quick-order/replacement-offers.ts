import { formatUsd, type ReplacementOffer } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { readSession } from '../../api/accounts/session-store.ts';
import { apiUrl, postJson } from '../../api/http-client.ts';

/** POST /api/supersession/offers: the replacements of numbers about to be ordered, priced. */
export const getReplacementOffers = (pcns: readonly string[], customerNumber?: string) =>
  postJson(
    apiUrl('/supersession/offers'),
    { pcns, CustomerNumber: customerNumber },
    (s) => s.replacementOffers,
  ).then((answer) => answer.List);

/**
 * The offers for numbers about to be ordered (decision 177), priced for the customer an order
 * is for, else for the viewer; prices depend on who is signed in, so the key names them.
 */
export const useReplacementOffers = (pcns: readonly string[], customerNumber?: string) =>
  useQuery({
    queryKey: [
      'replacement-offers',
      readSession().user?.Id ?? null,
      customerNumber ?? null,
      pcns.join(','),
    ],
    queryFn: () => getReplacementOffers(pcns, customerNumber),
    enabled: pcns.length > 0,
    staleTime: 60_000,
  });

/**
 * How the replacement's price compares, as the server priced both: '$12.50 more', '$8.50
 * less', 'same price', or '' while one of them is not sold online.
 */
export function priceDifferenceText(offer: ReplacementOffer | undefined): string {
  if (!offer || offer.UnitPrice <= 0 || offer.ReplacementUnitPrice <= 0) return '';
  const d = offer.PriceDifference;
  if (d === 0) return 'same price';
  return `${formatUsd(Math.abs(d))} ${d > 0 ? 'more' : 'less'}`;
}

/** A line of a replaced model (decision 177): what replaces it, and how its price compares. */
export const replacedLineText = (offer: ReplacementOffer): string =>
  [`Replaced by ${offer.Replacement}`, priceDifferenceText(offer)].filter(Boolean).join(': ');
