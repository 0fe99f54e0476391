import { describe, expect, it } from 'vitest';
import { cardsFor, countFooter, pendingAgeVariant } from './dashboard-cards.ts';

describe('cardsFor', () => {
  const admin = { admin: true, inquiries: true };
  const user = { admin: false, inquiries: true };

  it('gives a customer admin the four cards of either site, inquiries beside pending orders', () => {
    const adminCards = ['pendingOrders', 'inquiries', 'salesRepRequests', 'customerRequests'];
    expect(cardsFor({ ...admin, siteKind: 'sales-rep' })).toEqual(adminCards);
    expect(cardsFor({ ...admin, siteKind: 'customer' })).toEqual(adminCards);
  });

  it('gives a sales rep shipments and customer requests, a customer shipments and inquiries', () => {
    expect(cardsFor({ ...user, siteKind: 'sales-rep' })).toEqual([
      'shippedOrders',
      'customerRequests',
    ]);
    expect(cardsFor({ ...user, siteKind: 'customer' })).toEqual(['shippedOrders', 'inquiries']);
  });

  it('leaves the inquiries card out for whom the Inquiries area does not open', () => {
    expect(cardsFor({ admin: true, inquiries: false, siteKind: 'customer' })).toEqual([
      'pendingOrders',
      'salesRepRequests',
      'customerRequests',
    ]);
    expect(cardsFor({ admin: false, inquiries: false, siteKind: 'customer' })).toEqual([
      'shippedOrders',
    ]);
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
