import { formatUsd, type CartItem } from '@portal/domain';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import { deleteCartItems, updateCartItem } from '../../../ui/cart/cart-api.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useCartMutation } from '../../../ui/cart/use-cart.ts';
import { ImageWithPlaceholder } from '../../../ui/image-with-placeholder.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import type { ReviewGroup } from '../model/order-review-groups.ts';

interface Props {
  groups: ReviewGroup[];
  itemCount: number;
  disabled: boolean;
  onRemoved: (id: number) => void;
}

/** Order Review: collapsible, lines grouped by shipping strategy, quantity +/- and remove. */
export function OrderReviewCard({ groups, itemCount, disabled, onRemoved }: Props) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <Card className="mb-3">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 className="h5 mb-0">Order Review</h2>
        <Button
          variant="link"
          size="sm"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'} {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </Button>
      </Card.Header>
      <Collapse in={open}>
        <div id={bodyId}>
          {groups.map((group) => (
            <section
              key={group.strategy.Key}
              aria-label={group.strategy.DisplayName}
              className="px-3 pt-2"
            >
              <h3 className="h6 text-body-secondary mb-1">{group.strategy.DisplayName}</h3>
              <ul className="list-unstyled mb-2">
                {group.lines.map((line) => (
                  <ReviewLine key={line.id} line={line} disabled={disabled} onRemoved={onRemoved} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Collapse>
    </Card>
  );
}

function ReviewLine(props: { line: CartItem; disabled: boolean; onRemoved: (id: number) => void }) {
  const { line, disabled, onRemoved } = props;
  const update = useCartMutation((quantity: number) => updateCartItem(line.id, { quantity }));
  const remove = useCartMutation(() => deleteCartItems([line.id]));
  const [asking, setAsking] = useState(false);
  const busy = disabled || update.isPending || remove.isPending;
  const label = line.description ?? line.SapModelDescription ?? line.fingoodTpiMfgMod;
  const change = (quantity: number) =>
    update.mutate(quantity, { onError: (e) => showToast(e.message, 'danger') });
  const confirmRemove = () => {
    setAsking(false);
    remove.mutate(undefined, {
      onSuccess: () => onRemoved(line.id),
      onError: (e) => showToast(e.message, 'danger'),
    });
  };
  return (
    <li className="d-flex gap-2 py-2 border-top" aria-busy={busy}>
      <ImageWithPlaceholder
        src={line.imgThumbnail}
        alt=""
        width={50}
        height={50}
        className="flex-shrink-0 object-fit-contain"
      />
      <div className="flex-grow-1 checkout-line-main">
        <div className="fw-semibold">{line.fingoodTpiMfgMod}</div>
        <div className="small text-body-secondary text-truncate">{label}</div>
        <div className="d-flex align-items-center gap-2 mt-1 flex-wrap">
          <div
            className="d-inline-flex align-items-center gap-1"
            role="group"
            aria-label={`Quantity of ${line.fingoodTpiMfgMod}`}
          >
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={busy || line.quantity <= 1}
              onClick={() => change(line.quantity - 1)}
              aria-label={`Decrease quantity of ${line.fingoodTpiMfgMod}`}
            >
              −
            </Button>
            <span className="px-2 text-center checkout-qty" aria-live="polite">
              {line.quantity}
            </span>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={busy}
              onClick={() => change(line.quantity + 1)}
              aria-label={`Increase quantity of ${line.fingoodTpiMfgMod}`}
            >
              +
            </Button>
          </div>
          <span className="small">× {formatUsd(line.price)}</span>
          <Button
            variant="link"
            size="sm"
            className="text-danger p-0 ms-auto"
            disabled={busy}
            onClick={() => setAsking(true)}
            aria-label={`Remove ${line.fingoodTpiMfgMod}`}
          >
            Remove
          </Button>
          <ConfirmDialog
            message={asking ? 'Do you really want to delete?' : null}
            confirmLabel="Delete"
            onCancel={() => setAsking(false)}
            onConfirm={confirmRemove}
          />
        </div>
      </div>
      <div className="text-end fw-semibold text-nowrap">{formatUsd(line.totalPrice)}</div>
    </li>
  );
}
