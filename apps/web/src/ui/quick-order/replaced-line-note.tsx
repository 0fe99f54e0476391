import type { ReplacementOffer } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { replacedLineText } from './replacement-offers.ts';

interface Props {
  offer: ReplacementOffer;
  /** Puts the replacement in the line's place; without it the note only informs. */
  onUse?: () => void;
  busy?: boolean;
  className?: string;
}

/**
 * Under a line of a replaced model (decision 177), in the cart and a wizard's items: what
 * replaces it, how its price compares, and 'Use {new}' where the line can be changed.
 */
export function ReplacedLineNote({ offer, onUse, busy = false, className = '' }: Props) {
  return (
    <span className={`d-block small text-wrap ${className}`}>
      {replacedLineText(offer)}
      {onUse && (
        <Button
          variant="link"
          size="sm"
          className="p-0 ms-1 align-baseline"
          disabled={busy}
          onClick={onUse}
        >
          Use {offer.Replacement}
        </Button>
      )}
    </span>
  );
}
