import { describe, expect, it } from 'vitest';
import { cardsFor, countFooter, pendingAgeVariant } from './dashboard-cards.ts';

describe('cardsFor', () => {
  it('gives a customer admin the four cards of either site', () => {
    const adminCards = ['pendingOrders', 'inquiries', 'salesRepRequests', 'customerRequests'];
    expect(cardsFor(true, 'sales-rep')).toEqual(adminCards);
    expect(cardsFor(true, 'customer')).toEqual(adminCards);
  });

  it('gives a sales rep shipments and customer requests, a customer shipments and inquiries', () => {
    expect(cardsFor(false, 'sales-rep')).toEqual(['shippedOrders', 'customerRequests']);
    expect(cardsFor(false, 'customer')).toEqual(['shippedOrders', 'inquiries']);
  });
});

describe('pendingAgeVariant', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

  it('is success up to one day, warning past it, danger past seven days', () => {
    expect(pendingAgeVariant(hoursAgo(1), now)).toBe('success');
    expect(pendingAgeVariant(hoursAgo(24), now)).toBe('success');
    expect(pendingAgeVariant(hoursAgo(25), now)).toBe('warning');
    expect(pendingAgeVariant(hoursAgo(7 * 24), now)).toBe('warning');
    expect(pendingAgeVariant(hoursAgo(7 * 24 + 1), now)).toBe('danger');
  });

  it('reads a bare date as the start of that day', () => {
    const local = new Date(2026, 10, 25, 12);
    expect(pendingAgeVariant('2026-11-25', local)).toBe('success');
    expect(pendingAgeVariant('2026-11-24', local)).toBe('warning');
    expect(pendingAgeVariant('2026-11-17', local)).toBe('danger');
  });
});

describe('countFooter', () => {
  it('says loading until the count is known, and counts in the singular for one', () => {
    expect(countFooter(null)).toBe('Loading...');
    expect(countFooter(0)).toBe('0 results');
    expect(countFooter(1)).toBe('1 result');
    expect(countFooter(12)).toBe('12 results');
  });
});
