import type { CustomerSearchResult } from '@portal/domain';
import { useEffect, useEffectEvent, useRef, type Dispatch, type SetStateAction } from 'react';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { resolveOrderLines, type LineProblem } from '../api/order-calls.ts';
import type { OrderDraft } from '../model/order-draft.ts';

/**
 * Lines are priced for the customer chosen when they were added; choosing another customer
 * prices them again for that one (its multipliers, its parts), listing what it cannot order.
 */
export function useRepricing(
  draft: OrderDraft,
  setDraft: Dispatch<SetStateAction<OrderDraft>>,
  setProblems: Dispatch<SetStateAction<LineProblem[]>>,
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
        showToast(`The order's parts are priced for ${customer.CustomerName} now.`, 'info');
      },
      () => showToast('The parts could not be priced for this customer.', 'danger'),
    );
  });
  const { customer } = draft;
  useEffect(() => {
    if (customer) reprice(customer);
  }, [customer]);
}
