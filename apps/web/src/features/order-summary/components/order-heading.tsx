import type { OrderSummary } from '@portal/domain';
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx';
import { ReorderLink } from '../../../ui/orders/reorder-link.tsx';
import { SummaryHeading } from '../../../ui/summary/summary-heading.tsx';

/** Title row: the status, Reorder on the portals, and Close summary. */
export function OrderHeading({ order }: { order: OrderSummary }) {
  return (
    <SummaryHeading
      title="Order Summary"
      badge={<OrderStatusBadge status={order.OrderStatus} className="fs-6" />}
      actions={
        <ReorderLink
          customerNumber={order.CustomerNumber}
          items={order.Items}
          className="btn btn-outline-primary"
        />
      }
    />
  );
}
