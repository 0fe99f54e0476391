import { describe, expect, it } from 'vitest';
import { orderDate } from './order-dates.ts';

describe('order dates', () => {
  it('shows a date without a time as it is, whatever the reader’s time zone', () => {
    expect(orderDate('2025-03-05')).toBe('2025-03-05');
  });

  it('shows an instant as the reader’s day, YYYY-MM-DD', () => {
    expect(orderDate('2025-03-05T12:00:00.000Z')).toMatch(/^2025-03-0[456]$/);
  });
});
