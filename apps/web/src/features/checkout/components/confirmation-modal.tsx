import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';

interface Props {
  publicKey: string;
  email: string;
  onClose: () => void;
}

/** Shown when the order add returned a PublicKey: the link to the order summary. */
export function ConfirmationModal({ publicKey, email, onClose }: Props) {
  const summary = `/order_summary/${publicKey}`;
  return (
    <Modal show onHide={onClose} centered aria-labelledby="confirmation-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirmation-title">Thank you for your order</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Your order has been placed. A confirmation e-mail is on its way to {email}.</p>
        <p className="mb-1">Order reference:</p>
        <p className="font-monospace text-break" data-testid="order-public-key">
          {publicKey}
        </p>
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
