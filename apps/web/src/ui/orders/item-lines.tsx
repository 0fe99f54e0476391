import { CANCELLED_ITEM_STATUS, type OrderItemView } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { firstLines, moreItemsText } from './line-limits.ts';

/** An order's item, or an inquiry's, which has no status. */
type ItemLine = Pick<OrderItemView, 'MaterialNumber' | 'Description'> & { Status?: string };

interface Props {
  items: readonly ItemLine[];
  /** How many items there are, when `items` holds only the first of them. */
  count?: number;
  /** Names the order or inquiry for screen readers on '+More'. */
  orderName: string;
  /** '+More' shows the whole list of items. */
  onMore: () => void;
}

/**
 * An order's first items in a list cell. A cancelled item says so: it counts 0 toward the
 * order's total, which would otherwise look wrong beside it.
 */
export function ItemLines({ items, count, orderName, onMore }: Props) {
  const { shown, hidden } = firstLines(items, count);
  const more = moreItemsText(hidden);
  return (
    <>
      <ul className="list-unstyled mb-0">
        {shown.map((item, index) => (
          <li key={`${index}-${item.MaterialNumber}`}>
            <span className="fw-semibold text-nowrap">{item.MaterialNumber}</span>{' '}
            {item.Description}
            {item.Status === CANCELLED_ITEM_STATUS && (
              <Badge bg="danger" className="ms-1 fw-normal">
                {item.Status}
              </Badge>
            )}
          </li>
        ))}
      </ul>
      {more && (
        <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onMore}>
          {more}
          <span className="visually-hidden"> items of {orderName}</span>
        </Button>
      )}
    </>
  );
}
