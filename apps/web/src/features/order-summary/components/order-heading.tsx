import type { OrderStatus } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx';

/** Title row: a back arrow when there is history, the status, and Close summary. */
export function OrderHeading({ status }: { status: OrderStatus }) {
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
      <OrderStatusBadge status={status} className="fs-6" />
      <Button variant="outline-secondary" className="ms-auto" onClick={() => navigate('/')}>
        Close summary
      </Button>
    </div>
  );
}
