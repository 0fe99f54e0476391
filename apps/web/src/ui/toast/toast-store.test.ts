import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, readToasts, showToast } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    for (const toast of readToasts()) dismissToast(toast.id);
  });

  it('keeps the three newest toasts', () => {
    for (const message of ['a', 'b', 'c', 'd']) showToast(message);
    expect(readToasts().map((t) => t.message)).toEqual(['b', 'c', 'd']);
  });

  it('replaces a toast showing the same message instead of stacking it', () => {
    showToast('Added to Cart');
    showToast('No results found for: x', 'warning');
    showToast('Added to Cart');
    expect(readToasts().map((t) => [t.message, t.variant])).toEqual([
      ['No results found for: x', 'warning'],
      ['Added to Cart', 'success'],
    ]);
  });

  it('dismisses one toast by id', () => {
    showToast('one');
    showToast('two', 'danger');
    dismissToast(readToasts()[0]!.id);
    expect(readToasts().map((t) => t.message)).toEqual(['two']);
  });
});
