import { describe, expect, it } from 'vitest';
import { FREIGHT_SHIPPING, HAZMAT_SHIPPING, shippingStrategyCostRows } from './shipping.ts';

const descriptions = (strategyId: number) =>
  shippingStrategyCostRows
    .filter((row) => row.shippingStrategyId === strategyId)
    .map((row) => row.description);

describe('shipping tier descriptions', () => {
  it('write amounts as US dollars with thousands separators', () => {
    expect(descriptions(FREIGHT_SHIPPING)).toEqual([
      'Orders of $0.00 to $999.99: $149.00',
      'Orders of $1,000.00 to $2,499.99: $99.00',
      'Orders of $2,500.00 to $4,999.99: $49.00',
      'Orders of $5,000.00 and more: free shipping',
    ]);
  });

  it('name the cost of an open-ended tier that is not free', () => {
    expect(descriptions(HAZMAT_SHIPPING).at(-1)).toBe('Orders of $250.00 and more: $19.95');
  });
});
