import type { Delivery } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { firstLines, moreItemsText } from '../../../ui/orders/line-limits.ts';
import { inquirySummaryPath, itemCountText, shipCell, showsShipColumn } from './inquiry-cells.ts';

const delivery = (carrier: string): Delivery => ({
  DeliveryId: `D-${carrier}`,
  Carrier: carrier,
  TrackingNumber: null,
  Items: [],
  ShippingInformation: { TrackingUpdatesList: [] },
});

describe('the ship column', () => {
  it('shows the carriers of the converted order’s deliveries first', () => {
    const deliveries = [delivery('UPS'), delivery('FedEx')];
    expect(shipCell({ Deliveries: deliveries, ExpectedShippingDate: '2026-02-01' })).toEqual({
      kind: 'carriers',
      deliveries,
    });
  });

  it('shows the expected shipping date before anything has shipped, else a dash', () => {
    expect(shipCell({ Deliveries: [], ExpectedShippingDate: '2026-02-01' })).toEqual({
      kind: 'text',
      text: '2026-02-01',
    });
    expect(shipCell({ Deliveries: [], ExpectedShippingDate: null })).toEqual({
      kind: 'text',
      text: '—',
    });
  });

  it('stands on the Converted tab only, where an inquiry has an order to ship', () => {
    expect(showsShipColumn('Converted')).toBe(true);
    expect(showsShipColumn('Pending')).toBe(false);
    expect(showsShipColumn('Cancelled')).toBe(false);
  });
});

describe('the material cell', () => {
  it('counts the items in words', () => {
    expect(itemCountText({ ItemCount: 1 })).toBe('1 item');
    expect(itemCountText({ ItemCount: 5 })).toBe('5 items');
  });

  it("names the first 2 items the row carries and offers '+More' when it holds more", () => {
    const carried = ['A-1', 'B-2'];
    expect(moreItemsText(firstLines(carried, 5).hidden)).toBe('+More');
    expect(firstLines(carried, 5).shown).toEqual(carried);
    expect(moreItemsText(firstLines(carried, 2).hidden)).toBeNull();
  });
});

describe('links', () => {
  it('opens an inquiry at inquiry_summary', () => {
    expect(inquirySummaryPath(42)).toBe('/inquiry/inquiry_summary/42');
  });
});
