import type { InquiryAnswer } from '@portal/domain';
import { orderDate } from '../../../ui/orders/order-dates.ts';

/** When and why a cancelled inquiry was cancelled. */
export function CancelledNote({ inquiry }: { inquiry: InquiryAnswer }) {
  if (inquiry.Status !== 'Cancelled') return null;
  return (
    // Read with the page, not announced: an alert role would interrupt.
    <div className="alert alert-secondary mb-4">
      <dl className="mb-0 d-flex flex-wrap column-gap-4 row-gap-1">
        <div>
          <dt className="d-inline fw-semibold">Cancelled on</dt>{' '}
          <dd className="d-inline mb-0">
            {inquiry.CancelDate ? orderDate(inquiry.CancelDate) : 'Unknown'}
          </dd>
        </div>
        <div className="text-break">
          <dt className="d-inline fw-semibold">Reason</dt>{' '}
          <dd className="d-inline mb-0">{inquiry.CancelReason}</dd>
        </div>
      </dl>
    </div>
  );
}
