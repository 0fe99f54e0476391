import { siteKindOf, type OrderItemView } from '@portal/domain';
import { Link } from 'react-router';
import { useSite } from '../../api/get-site.ts';

/** What the new-order wizard is opened with to order an order's parts again. */
export interface ReorderRequest {
  customerNumber: string;
  /** The order's items that were not cancelled, with their quantities. */
  lines: { number: string; quantity: number }[];
}

export const reorderOf = (
  customerNumber: string | null,
  items: readonly Pick<OrderItemView, 'Status' | 'MaterialNumber' | 'Quantity'>[],
): ReorderRequest | null => {
  const lines = items
    .filter((i) => i.Status !== 'Cancelled')
    .map((i) => ({ number: i.MaterialNumber, quantity: i.Quantity }));
  return customerNumber && lines.length > 0 ? { customerNumber, lines } : null;
};

/**
 * Reorder: the portals' new-order wizard, opened for the order's customer with its parts at
 * today's prices (issue 15). Not on the parts site, which places card orders only.
 */
export function ReorderLink({
  customerNumber,
  items,
  className = 'btn btn-outline-primary btn-sm',
}: {
  customerNumber: string | null;
  items: readonly Pick<OrderItemView, 'Status' | 'MaterialNumber' | 'Quantity'>[];
  className?: string;
}) {
  const onPortal = siteKindOf(useSite().Name) !== 'catalogue';
  const reorder = reorderOf(customerNumber, items);
  if (!onPortal || !reorder) return null;
  return (
    <Link to="/new" state={{ reorder }} className={className}>
      Reorder
    </Link>
  );
}
