import type { OrderSummary } from '@portal/domain';

/** Tab indexes of the spec: Items 0, Files 1, Comments 2, Deliveries 3. */
export const TAB = { Items: '0', Files: '1', Comments: '2', Deliveries: '3' } as const;

/** A delivery with tracking updates opens the Deliveries tab on load; otherwise Items. */
export function initialTab(order: Pick<OrderSummary, 'Deliveries'>): string {
  const tracked = order.Deliveries.some(
    (d) => d.ShippingInformation.TrackingUpdatesList.length > 0,
  );
  return tracked ? TAB.Deliveries : TAB.Items;
}

/** The Items tab counts order lines, as the table below it lists them. */
export const itemsTabTitle = (order: Pick<OrderSummary, 'Items'>): string =>
  `Items (${order.Items.length})`;
