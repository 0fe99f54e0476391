import {
  parseQuickOrder,
  type Cart,
  type QuickOrderLine,
  type QuickOrderProblem,
} from '@portal/domain';
import { useState } from 'react';
import { useCartMutation } from '../../../ui/cart/use-cart.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { addCartItems, resolveQuickOrder } from '../api/quick-order-calls.ts';
import { byRow, cartLinesOf, invalidProblems, refusedProblems } from '../model/quick-order-cart.ts';

const partsAdded = (count: number) =>
  `${count} ${count === 1 ? 'part' : 'parts'} added to the cart`;

/** A corrected line read in the problem's place. */
function correctedLine(text: string, row: number) {
  const parsed = parseQuickOrder(text, { header: false });
  const atRow = <T extends { row: number }>(items: T[]) => items.map((i) => ({ ...i, row }));
  return { lines: atRow(parsed.lines), problems: atRow(parsed.problems) };
}

/**
 * The cart's quick order (issue 15): pasted or uploaded lines resolved for the customer whose
 * prices the cart shows, then added to the cart in one call. Lines that cannot be added stay
 * listed with their reason until they are corrected and added again, or a new paste replaces them.
 */
export function useCartQuickOrder(customerNumber: string) {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<QuickOrderProblem[]>([]);
  // The batch's cart becomes the cached cart, as the answer of any other change does.
  const storeCart = useCartMutation((cart: Cart) => Promise.resolve(cart));

  /** Adds the lines; `kept` are the problems that stay listed beside the new ones. */
  async function add(
    lines: readonly QuickOrderLine[],
    unread: QuickOrderProblem[],
    kept: QuickOrderProblem[],
  ): Promise<boolean> {
    const notAdded = [...kept, ...unread];
    if (lines.length === 0) {
      setProblems(byRow(notAdded));
      return true;
    }
    setBusy(true);
    try {
      const resolved = await resolveQuickOrder(customerNumber, lines);
      const plan = cartLinesOf(resolved.Lines);
      notAdded.push(...invalidProblems(resolved.Invalid), ...plan.problems);
      if (plan.items.length > 0) {
        const added = await addCartItems(plan.items);
        await storeCart.mutateAsync(added.cart);
        notAdded.push(...refusedProblems(added.refused, plan.sources));
        const taken = plan.items.length - added.refused.length;
        if (taken > 0) showToast(partsAdded(taken));
      }
      setProblems(byRow(notAdded));
      return true;
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Fail to add item to Order', 'danger');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    problems,
    /** Reads pasted (or uploaded) text; answers whether it was sent, so the text can be cleared. */
    addText(text: string): Promise<boolean> {
      const parsed = parseQuickOrder(text);
      return add(parsed.lines, parsed.problems, []);
    },
    /** A listed line as corrected, added again in its place. */
    retry(problem: QuickOrderProblem, text: string): Promise<boolean> {
      const corrected = correctedLine(text, problem.row);
      const others = problems.filter((p) => p !== problem);
      return add(corrected.lines, corrected.problems, others);
    },
  };
}
export type CartQuickOrder = ReturnType<typeof useCartQuickOrder>;
