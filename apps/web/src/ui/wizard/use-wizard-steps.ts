import { useCallback, useState } from 'react';

/** What keeps a wizard from going on, and the tab where it is put right. */
export interface StepProblem {
  tab: number;
  message: string;
}

/**
 * The tabs of a wizard (signed-in portals §4): Next checks the tabs passed and goes on, or stops
 * at the first failing tab with its message; on the last tab a full check opens the
 * confirmation. Messages show only once a check has stopped the user (`attempted`).
 */
export function useWizardSteps(stepCount: number, onStop?: (problem: StepProblem) => void) {
  const [tab, setTab] = useState(0);
  const [shown, setShown] = useState<StepProblem | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);

  /** `problemUpTo(tab)`: the first problem on this tab or one before it. */
  const forward = (problemUpTo: (tab: number) => StepProblem | null) => {
    const problem = problemUpTo(tab);
    if (problem) {
      setTab(problem.tab);
      setShown(problem);
      setAttempted(true);
      onStop?.(problem);
    } else if (tab < stepCount - 1) setTab(tab + 1);
    else setConfirming(true);
  };

  return {
    tab,
    isLast: tab === stepCount - 1,
    attempted,
    /** The message that stopped the user, while they are on its tab. */
    error: shown?.tab === tab ? shown.message : null,
    back: () => setTab((t) => Math.max(0, t - 1)),
    forward,
    /** The question before submitting is open. */
    confirming,
    closeConfirmation: useCallback(() => setConfirming(false), []),
    /** A change to the draft: the message that stopped the user is put away. */
    dismiss: useCallback(() => setShown(null), []),
  };
}
