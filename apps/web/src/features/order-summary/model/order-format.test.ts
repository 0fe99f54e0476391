import type { Delivery } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { initialTab, itemsTabTitle, TAB } from './order-format.ts';

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

  it('counts the lines of the order, not their quantities', () => {
    const item = (Quantity: number) => ({ Quantity }) as never;
    expect(itemsTabTitle({ Items: [item(2), item(3), item(1)] })).toBe('Items (3)');
    expect(itemsTabTitle({ Items: [] })).toBe('Items (0)');
  });
});
