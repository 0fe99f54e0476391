import { useEffect, useEffectEvent, useState } from 'react';
import { judgeDraft } from './tabbed-search.ts';

interface Options {
  /** Why the server would refuse a trimmed value, or null when it would take it. */
  check: (value: string) => string | null;
  /** The value the list is searched with now. */
  applied: string;
  delayMs: number;
  onApply: (value: string) => void;
}

/**
 * A search field's text: applied, trimmed, once typing pauses for `delayMs`, or at once on
 * Enter or on leaving the field. A value the server would refuse is not applied; its problem
 * is reported instead, until the text changes.
 */
export function useTypedFilter({ check, applied, delayMs, onApply }: Options) {
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const [known, setKnown] = useState(applied);
  // Back, a removed badge or Reset Filter change the search elsewhere: the field follows,
  // unless it already says the same (a trailing space the user is still typing stays).
  if (applied !== known) {
    setKnown(applied);
    if (draft.trim() !== applied) {
      setDraft(applied);
      setProblem(null);
    }
  }

  const settle = () => {
    const verdict = judgeDraft(check, draft, applied);
    setProblem(verdict.kind === 'problem' ? verdict.message : null);
    if (verdict.kind === 'apply') onApply(verdict.value);
  };
  const settleLater = useEffectEvent(settle);
  useEffect(() => {
    const timer = window.setTimeout(() => settleLater(), delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, delayMs]);

  const type = (text: string) => {
    setDraft(text);
    setProblem(null);
  };
  return { draft, problem, type, settle };
}
