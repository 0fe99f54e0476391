import { useCallback, useState } from 'react';
import { showToast } from '../toast/toast-store.ts';
import { withItems, type DraftItem, type PricedDraft } from './draft-items.ts';
import { useWizardSteps } from './use-wizard-steps.ts';
import type { LineProblem } from './wizard-calls.ts';

/** The tab of a wizard's lines: the second, after the customer's. */
const ITEMS_TAB = 1;

/**
 * What a wizard with priced lines holds until it is submitted: the draft, the lines that could
 * not be added (kept while the user moves between tabs) and its tabs. Any change to the draft
 * puts away the message that stopped the user; a stop on the Items tab also shows as a toast.
 */
export function useWizardDraft<D extends PricedDraft>(initial: D | (() => D), stepCount: number) {
  const [draft, setDraft] = useState<D>(initial);
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const wizard = useWizardSteps(stepCount, (problem) => {
    if (problem.tab === ITEMS_TAB) showToast(problem.message, 'warning');
  });
  const { dismiss } = wizard;

  const change = useCallback(
    (patch: Partial<D>) => {
      setDraft((d) => ({ ...d, ...patch }));
      dismiss();
    },
    [dismiss],
  );

  /** Adds resolved lines to the latest items (several adds may be under way). */
  const addItems = useCallback(
    (added: DraftItem[]) => {
      setDraft((d) => ({ ...d, items: withItems(d.items, added) }));
      dismiss();
    },
    [dismiss],
  );

  return { draft, setDraft, problems, setProblems, wizard, change, addItems };
}
