import type { OrderSummary } from '@portal/domain';

const kb = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The Size (kb) column: kb with two decimals. A file of a few bytes reads '< 0.01': rounded,
 * it would claim 0.00 (empty) or 0.01 (larger than it is).
 */
export const sizeInKb = (bytes: number): string =>
  bytes > 0 && bytes / 1024 < 0.01 ? '< 0.01' : kb.format(bytes / 1024);

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

/** An e-mail address in pieces that may wrap between them: after '@' and before each dot. */
export const emailPieces = (address: string): string[] =>
  address.split(/(?<=@)|(?=\.)/).filter((piece) => piece !== '');
