import type { Delivery } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { emailPieces, initialTab, itemCount, sizeInKb, TAB } from './order-format.ts';

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

  it('shows sizes in kb with two decimals', () => {
    expect(sizeInKb(1536)).toBe('1.50');
    expect(sizeInKb(15_728_640)).toBe('15360.00');
  });

  it('counts the quantities of all items', () => {
    const item = (Quantity: number) => ({ Quantity }) as never;
    expect(itemCount({ Items: [item(2), item(3)] })).toBe(5);
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
