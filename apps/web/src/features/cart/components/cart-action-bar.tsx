import { formatUsd } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';

interface Props {
  itemCount: number;
  subTotal: number;
  hasSelection: boolean;
  canCheckout: boolean;
  busy: boolean;
  continueTo: string;
  onDeleteSelected: () => void;
  onDuplicateSelected: () => void;
  onCheckout: () => void;
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Count and sub total of the selected lines, and what can be done with them. */
export function CartActionBar(props: Props) {
  return (
    <div className="cart-action-bar d-flex flex-wrap align-items-center gap-2 border rounded p-2 mb-3">
      <p className="mb-0 me-auto" aria-live="polite">
        <span className="fw-semibold">{items(props.itemCount)}</span>
        <span className="text-body-secondary"> · </span>
        Sub Total: <span className="fw-semibold">{formatUsd(props.subTotal)}</span>
      </p>
      <Button
        variant="outline-danger"
        disabled={!props.hasSelection || props.busy}
        onClick={props.onDeleteSelected}
      >
        Delete Selected Lines
      </Button>
      <Button
        variant="outline-secondary"
        disabled={!props.hasSelection || props.busy}
        onClick={props.onDuplicateSelected}
      >
        Duplicate Selected Lines
      </Button>
      <Link to={props.continueTo} className="btn btn-outline-primary">
        Continue Shopping
      </Link>
      <Button variant="primary" disabled={!props.canCheckout} onClick={props.onCheckout}>
        Checkout ({formatUsd(props.subTotal)}, {items(props.itemCount)})
      </Button>
    </div>
  );
}
