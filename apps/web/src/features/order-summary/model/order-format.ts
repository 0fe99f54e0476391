import type { OrderSummary } from '@portal/domain';

/** Order dates as YYYY-MM-DD in the reader's own time zone. */
export const orderDate = (iso: string): string => new Date(iso).toLocaleDateString('en-CA');

export const dateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The Size column: bytes shown in kb with two decimals. */
export const sizeInKb = (bytes: number): string => (bytes / 1024).toFixed(2);

/** Tab indexes of the spec: Items 0, Files 1, Comments 2, Deliveries 3. */
export const TAB = { Items: '0', Files: '1', Comments: '2', Deliveries: '3' } as const;

/** A delivery with tracking updates opens the Deliveries tab on load; otherwise Items. */
export function initialTab(order: Pick<OrderSummary, 'Deliveries'>): string {
  const tracked = order.Deliveries.some(
    (d) => d.ShippingInformation.TrackingUpdatesList.length > 0,
  );
  return tracked ? TAB.Deliveries : TAB.Items;
}

export const itemCount = (order: Pick<OrderSummary, 'Items'>): number =>
  order.Items.reduce((sum, item) => sum + item.Quantity, 0);

/** An e-mail address in pieces that may wrap between them: after '@' and before each dot. */
export const emailPieces = (address: string): string[] =>
  address.split(/(?<=@)|(?=\.)/).filter((piece) => piece !== '');
