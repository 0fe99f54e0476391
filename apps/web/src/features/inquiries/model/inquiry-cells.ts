import { pluralCount, type Delivery, type InquiryRow } from '@portal/domain';
import { orderDate } from '../../../ui/orders/order-dates.ts';
import type { InquiryListTab } from './inquiry-search.ts';

/** Where an inquiry's summary opens (route inquiry_summary). */
export const inquirySummaryPath = (inquiryId: number): string =>
  `/inquiry/inquiry_summary/${inquiryId}`;

/**
 * Only a converted inquiry has an order that ships: on the other tabs the ship column would
 * hold nothing but dashes, so it shows on the Converted tab alone.
 */
export const showsShipColumn = (tab: InquiryListTab): boolean => tab === 'Converted';

export type ShipCell =
  { kind: 'carriers'; deliveries: Delivery[] } | { kind: 'text'; text: string };

/** The ship column (§2.11): the converted order's carriers, else its expected date, else '—'. */
export function shipCell(row: Pick<InquiryRow, 'Deliveries' | 'ExpectedShippingDate'>): ShipCell {
  if (row.Deliveries.length > 0) return { kind: 'carriers', deliveries: row.Deliveries };
  if (row.ExpectedShippingDate) return { kind: 'text', text: orderDate(row.ExpectedShippingDate) };
  return { kind: 'text', text: '—' };
}

/** The material cell's first line: how many items the inquiry holds. */
export const itemCountText = (row: Pick<InquiryRow, 'ItemCount'>): string =>
  pluralCount(row.ItemCount, 'item');
