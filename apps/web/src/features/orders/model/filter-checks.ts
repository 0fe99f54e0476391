import { orderListQuery } from '@portal/domain';
import type { TextKey } from './order-search.ts';

/**
 * Why the server would refuse a typed value, or null when it would take it: the contract's
 * rules on the trimmed text, so the page never sends a search that can only fail. The server's
 * length message names the parameter; beside the field its own label says which one.
 */
export function problemOf(key: TextKey, typed: string): string | null {
  const value = typed.trim();
  if (value === '') return null;
  const result = orderListQuery.shape[key].safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_big') return `At most ${String(issue.maximum)} characters`;
  return issue?.message ?? 'This value cannot be searched for';
}

export type DraftVerdict =
  { kind: 'unchanged' } | { kind: 'problem'; message: string } | { kind: 'apply'; value: string };

/** What a field's typing comes to once it pauses: nothing new, a problem, or a value to search. */
export function judgeDraft(key: TextKey, draft: string, applied: string): DraftVerdict {
  const value = draft.trim();
  if (value === applied) return { kind: 'unchanged' };
  const message = problemOf(key, value);
  return message === null ? { kind: 'apply', value } : { kind: 'problem', message };
}
