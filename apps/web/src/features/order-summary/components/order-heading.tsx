import type { OrderSummary } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx';
import { ReorderLink } from '../../../ui/orders/reorder-link.tsx';

/** Title row: a back arrow when there is history, the status, Reorder on the portals, and Close summary. */
export function OrderHeading({ order }: { order: OrderSummary }) {
  const navigate = useNavigate();
  // The first page of a visit has the 'default' location key: there is nowhere to go back to.
  const hasHistory = useLocation().key !== 'default';
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      {hasHistory && (
        <Button
          variant="link"
          className="p-1 fs-4 text-decoration-none"
          aria-label="Back"
          onClick={() => navigate(-1)}
        >
          <span aria-hidden="true">←</span>
        </Button>
      )}
      <h1 className="h3 mb-0 me-2">Order Summary</h1>
      <OrderStatusBadge status={order.OrderStatus} className="fs-6" />
      <span className="ms-auto" />
      <ReorderLink
        customerNumber={order.CustomerNumber}
        items={order.Items}
        className="btn btn-outline-primary"
      />
      <Button variant="outline-secondary" onClick={() => navigate('/')}>
        Close summary
      </Button>
    </div>
  );
}
