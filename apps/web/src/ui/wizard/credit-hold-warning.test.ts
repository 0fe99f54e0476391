import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, readToasts } from '../toast/toast-store.ts';
import { warnCreditHold } from './credit-hold-warning.ts';

const shown = (message: string) => readToasts().filter((t) => t.message === message);

describe('the credit-hold warning', () => {
  afterEach(() => {
    for (const t of readToasts()) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('is not shown again within 5 seconds, and is after them', () => {
    vi.useFakeTimers();
    const message = 'A credit hold blocks this inquiry.';
    warnCreditHold(message);
    const first = shown(message);
    expect(first).toHaveLength(1);
    expect(first[0]?.variant).toBe('warning');
    dismissToast(first[0]!.id);
    vi.advanceTimersByTime(4_999);
    warnCreditHold(message);
    expect(shown(message)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    warnCreditHold(message);
    expect(shown(message)).toHaveLength(1);
  });

  it('throttles each message on its own', () => {
    warnCreditHold('Order hold.');
    warnCreditHold('Inquiry hold.');
    expect(shown('Order hold.')).toHaveLength(1);
    expect(shown('Inquiry hold.')).toHaveLength(1);
  });
});
