import type { OrderStatus } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';

const statusColour: Record<OrderStatus, string> = {
  Pending: 'secondary',
  'In Progress': 'primary',
  Shipped: 'success',
  Cancelled: 'danger',
};

/** An order's status in the colour the order summary and the order list share. */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  return (
    <Badge bg={statusColour[status]} className={className} aria-label={`Status: ${status}`}>
      {status}
    </Badge>
  );
}
