import { creditHoldOrderMessage } from '@portal/domain';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router';
import type { ReorderRequest } from '../../../ui/orders/reorder-link.tsx';
import { warnCreditHold } from '../../../ui/wizard/credit-hold-warning.ts';
import {
  findCustomer,
  resolveOrderLines,
  type LineProblem,
} from '../../../ui/wizard/wizard-calls.ts';
import type { OrderDraft } from '../model/order-draft.ts';

interface ReorderProgress {
  message: string;
  failed: boolean;
}

/**
 * A wizard opened by Reorder (ui/orders/reorder-link.tsx): the order's customer is chosen and
 * its parts are added at today's prices for that customer; parts no longer sold are listed
 * with their reason in the Items tab.
 */
export function useReorder(
  setDraft: Dispatch<SetStateAction<OrderDraft>>,
  setProblems: (problems: LineProblem[]) => void,
): ReorderProgress | null {
  const state = useLocation().state as { reorder?: ReorderRequest } | null;
  const request = state?.reorder ?? null;
  const [progress, setProgress] = useState<ReorderProgress | null>(
    request ? { message: 'Adding the order’s parts at today’s prices...', failed: false } : null,
  );
  const started = useRef(false);
  useEffect(() => {
    if (!request || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const customer = await findCustomer(request.customerNumber);
        if (!customer) throw new Error(`Customer ${request.customerNumber} was not found.`);
        if (customer.IsCreditBlocked) warnCreditHold(creditHoldOrderMessage());
        const lines = request.lines.map((l, i) => ({ row: i + 1, ...l }));
        const { items, problems } = await resolveOrderLines(customer, lines);
        setDraft((d) => ({
          ...d,
          customer,
          shipTo: customer.CustomerNumber,
          salesRep: customer.SalesReps[0]?.SalesRepNumber ?? '',
          items,
        }));
        setProblems(problems);
        const left = problems.length;
        setProgress({
          message:
            `${items.length} of ${lines.length} parts added at today’s prices` +
            (left > 0 ? `; ${left} can no longer be ordered (see Items).` : '.'),
          failed: false,
        });
      } catch (error) {
        setProgress({
          message: error instanceof Error ? error.message : 'The order could not be copied.',
          failed: true,
        });
      }
    })();
  }, [request, setDraft, setProblems]);
  return progress;
}
