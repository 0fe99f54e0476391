import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { orderNumberFacts } from '../../../ui/order-numbers.ts';
import { useOrderCheck } from '../../../api/orders/check-order.ts';

interface Props {
  orderId: number;
  publicKey: string;
  email: string;
  onClose: () => void;
}

/**
 * Shown when the order add returned a PublicKey: the order's numbers as its summary shows
 * them (the sales order number once the ERP has it) and the link to that summary.
 */
export function ConfirmationModal({ orderId, publicKey, email, onClose }: Props) {
  const check = useOrderCheck(publicKey);
  const summary = `/order_summary/${publicKey}`;
  const facts = orderNumberFacts({
    OrderId: orderId,
    SalesOrderNumber: check.data?.SalesOrderNumber ?? null,
  });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="confirmation-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirmation-title">Thank you for your order</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Your order has been placed. A confirmation e-mail is on its way to {email}.</p>
        <dl className="mb-3">
          {facts.map(([label, value]) => (
            <div key={label} className="d-flex gap-2">
              <dt className="fw-normal text-secondary">{label}</dt>
              {/* The sales order number arrives while the dialog is open: announce it. */}
              <dd className="mb-1 fw-semibold" aria-live="polite">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mb-0">
          Follow its status, deliveries and tracking on the <Link to={summary}>order summary</Link>.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Link className="btn btn-outline-primary" to={summary}>
          View order summary
        </Link>
        <Button onClick={onClose}>Continue Shopping</Button>
      </Modal.Footer>
    </Modal>
  );
}
