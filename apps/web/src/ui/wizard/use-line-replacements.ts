import type { CustomerSearchResult, ReplacementOffer } from '@portal/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useReplacementOffers } from '../quick-order/replacement-offers.ts';
import { showToast } from '../toast/toast-store.ts';
import { withReplacement, type DraftItem } from './draft-items.ts';
import { resolveOrderLines } from './wizard-calls.ts';

/**
 * A wizard's lines of replaced models, still orderable or not (decision 177): the offers,
 * priced for the wizard's customer, and the change of a line to its replacement.
 */
export function useLineReplacements(
  customer: CustomerSearchResult,
  items: DraftItem[],
  onItems: (items: DraftItem[]) => void,
  noun: string,
) {
  const pcns = useMemo(() => [...new Set(items.map((i) => i.pcn))], [items]);
  const offers = useReplacementOffers(pcns, customer.CustomerNumber).data;
  const [replacing, setReplacing] = useState(false);
  // The lines as they are when the replacement's price comes back, not when it was asked.
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);

  async function replace(item: DraftItem, offer: ReplacementOffer) {
    setReplacing(true);
    try {
      const line = { row: 1, number: offer.Replacement, quantity: item.quantity };
      const { items: added, problems } = await resolveOrderLines(customer, [line]);
      const [replacement] = added;
      if (!replacement) throw new Error(problems[0]?.reason);
      onItems(withReplacement(latest.current, item.pcn, replacement));
      showToast(`${item.pcn} replaced by ${replacement.pcn}`);
    } catch (e) {
      const reason = e instanceof Error && e.message ? `: ${e.message}` : '';
      showToast(`Fail to add item to ${noun}${reason}`, 'danger');
    } finally {
      setReplacing(false);
    }
  }

  const offerFor = (item: DraftItem) => offers?.find((o) => o.PcnCatalogNumber === item.pcn);
  return { offerFor, replace, replacing };
}
