import type { Delivery } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { emailPieces, initialTab, itemsTabTitle, sizeInKb, TAB } from './order-format.ts';

const delivery = (updates: number): Delivery => ({
  DeliveryId: '1',
  Carrier: 'UPS',
  TrackingNumber: '1Z',
  Items: [],
  ShippingInformation: {
    TrackingUpdatesList: Array.from({ length: updates }, (_, i) => ({
      Id: i,
      Status: 'In Transit',
      Date: '2026-01-01T00:00:00.000Z',
      Message: '',
      Address: { City: null, State: null },
    })),
  },
});

describe('order summary rules', () => {
  it('opens the Deliveries tab when a delivery has tracking updates', () => {
    expect(initialTab({ Deliveries: [delivery(0), delivery(2)] })).toBe(TAB.Deliveries);
  });

  it('opens the Items tab when no delivery has been tracked yet', () => {
    expect(initialTab({ Deliveries: [] })).toBe(TAB.Items);
    expect(initialTab({ Deliveries: [delivery(0)] })).toBe(TAB.Items);
  });

  it('shows sizes in kb with two decimals and thousands separators', () => {
    expect(sizeInKb(1536)).toBe('1.50');
    expect(sizeInKb(15_728_640)).toBe('15,360.00');
    expect(sizeInKb(0)).toBe('0.00');
  });

  it('never shows a file of a few bytes as 0.00 kb or rounds it up to 0.01', () => {
    expect(sizeInKb(1)).toBe('< 0.01');
    expect(sizeInKb(6)).toBe('< 0.01');
    expect(sizeInKb(10)).toBe('< 0.01');
    expect(sizeInKb(11)).toBe('0.01');
  });

  it('counts the lines of the order, not their quantities', () => {
    const item = (Quantity: number) => ({ Quantity }) as never;
    expect(itemsTabTitle({ Items: [item(2), item(3), item(1)] })).toBe('Items (3)');
    expect(itemsTabTitle({ Items: [] })).toBe('Items (0)');
  });
});

describe('emailPieces', () => {
  it('lets an address wrap after the @ and before a dot, never inside a word', () => {
    expect(emailPieces('dana.smith@example.co.uk')).toEqual([
      'dana',
      '.smith@',
      'example',
      '.co',
      '.uk',
    ]);
    expect(emailPieces('dana@example.com').join('')).toBe('dana@example.com');
  });
});
