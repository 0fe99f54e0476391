import {
  PARTS_EMAIL,
  PARTS_HOURS,
  PARTS_PHONE,
  purchaseBlockSentence,
  type PurchaseBlock,
} from '@portal/domain';
import Dropdown from 'react-bootstrap/Dropdown';
import { BodyPortal } from '../body-portal.tsx';

/** Why a part cannot be bought, and how to order it all the same: for a details panel. */
export function PurchaseBlockNotice({ block }: { block: PurchaseBlock }) {
  return (
    <div className="alert alert-secondary mb-0 py-2" role="note" aria-label={block}>
      <p className="fw-semibold mb-1">{block}</p>
      <p className="mb-0 small">
        {purchaseBlockSentence(block)} To order it, call the parts department at{' '}
        <a href={`tel:${PARTS_PHONE}`}>{PARTS_PHONE}</a> or e-mail{' '}
        <a href={`mailto:${PARTS_EMAIL}`}>{PARTS_EMAIL}</a>, {PARTS_HOURS}.
      </p>
    </div>
  );
}

/**
 * A row's word for why its part cannot be bought, in the place of Add to Cart; it opens the
 * parts department's phone and e-mail.
 */
export function PurchaseBlockMenu({
  block,
  catalogNumber,
}: {
  block: PurchaseBlock;
  catalogNumber: string;
}) {
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        size="sm"
        variant="outline-dark"
        className="purchase-block-toggle row-action"
        aria-label={`${block}: contact the parts department about ${catalogNumber}`}
      >
        {block}
      </Dropdown.Toggle>
      {/* On the body and fixed: the table's scroll box and sticky cells never cover it. */}
      <BodyPortal>
        <Dropdown.Menu className="purchase-block-menu" popperConfig={{ strategy: 'fixed' }}>
          <Dropdown.ItemText className="small text-body-secondary">
            {purchaseBlockSentence(block)} To order it, contact the parts department, {PARTS_HOURS}.
          </Dropdown.ItemText>
          <Dropdown.Item href={`tel:${PARTS_PHONE}`}>Call {PARTS_PHONE}</Dropdown.Item>
          <Dropdown.Item
            href={`mailto:${PARTS_EMAIL}?subject=${encodeURIComponent(`Part ${catalogNumber}`)}`}
          >
            E-mail {PARTS_EMAIL}
          </Dropdown.Item>
        </Dropdown.Menu>
      </BodyPortal>
    </Dropdown>
  );
}
