import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once with the latest value after the delay', () => {
    const run = vi.fn();
    const typed = debounce(run, 500);
    typed('a');
    vi.advanceTimersByTime(300);
    typed('ab');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const typed = debounce(run, 500);
    typed('a');
    typed.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
