import { CANCELLED_ITEM_STATUS, type OrderItemView } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { firstLines, moreItemsText } from './line-limits.ts';

interface Props {
  items: readonly OrderItemView[];
  /** Names the order for screen readers on '+More'. */
  orderName: string;
  /** '+More' shows the order's whole list of items. */
  onMore: () => void;
}

/**
 * An order's first items in a list cell. A cancelled item says so: it counts 0 toward the
 * order's total, which would otherwise look wrong beside it.
 */
export function ItemLines({ items, orderName, onMore }: Props) {
  const { shown, hidden } = firstLines(items);
  const more = moreItemsText(hidden);
  return (
    <>
      <ul className="list-unstyled mb-0">
        {shown.map((item) => (
          <li key={item.ItemNumber}>
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
