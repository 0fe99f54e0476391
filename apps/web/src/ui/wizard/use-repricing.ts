import type { CustomerSearchResult } from '@portal/domain';
import { useEffect, useEffectEvent, useRef, type Dispatch, type SetStateAction } from 'react';
import { showToast } from '../toast/toast-store.ts';
import type { PricedDraft } from './draft-items.ts';
import { resolveOrderLines, type LineProblem } from './wizard-calls.ts';

/**
 * Lines are priced for the customer chosen when they were added; choosing another customer
 * prices them again for that one (its multipliers, its parts), listing what it cannot order.
 * `noun` names what the lines make up in the toast: 'order', 'inquiry'.
 */
export function useRepricing<D extends PricedDraft>(
  draft: D,
  setDraft: Dispatch<SetStateAction<D>>,
  setProblems: Dispatch<SetStateAction<LineProblem[]>>,
  noun: string,
): void {
  const pricedFor = useRef<string | null>(null);
  // The lines as they are when the customer changes; later edits do not reprice.
  const reprice = useEffectEvent((customer: CustomerSearchResult) => {
    const before = pricedFor.current;
    pricedFor.current = customer.CustomerNumber;
    if (before === null || before === customer.CustomerNumber || draft.items.length === 0) return;
    const lines = draft.items.map((i, index) => ({
      row: index + 1,
      number: i.pcn,
      quantity: i.quantity,
    }));
    void resolveOrderLines(customer, lines).then(
      (priced) => {
        setDraft((d) =>
          d.customer?.CustomerNumber === customer.CustomerNumber
            ? { ...d, items: priced.items }
            : d,
        );
        setProblems(priced.problems);
        showToast(`The ${noun}'s parts are priced for ${customer.CustomerName} now.`, 'info');
      },
      () => showToast('The parts could not be priced for this customer.', 'danger'),
    );
  });
  const { customer } = draft;
  useEffect(() => {
    if (customer) reprice(customer);
  }, [customer]);
}
