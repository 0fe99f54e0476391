import type { Delivery } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { firstLines, moreDeliveriesText } from './line-limits.ts';

interface Props {
  deliveries: readonly Delivery[];
  /** Names the order for screen readers on '+N'. */
  orderName: string;
  /** A carrier opens its delivery's tracking. */
  onTrack: (delivery: Delivery) => void;
  /** '+N' shows all of the order's deliveries. */
  onMore: () => void;
}

/** The carriers of an order's first deliveries in a list cell, each opening its tracking. */
export function CarrierLines({ deliveries, orderName, onTrack, onMore }: Props) {
  const { shown, hidden } = firstLines(deliveries);
  const more = moreDeliveriesText(hidden);
  return (
    <ul className="list-inline mb-0">
      {shown.map((delivery) => (
        <li key={delivery.DeliveryId} className="list-inline-item">
          <Button
            variant="link"
            size="sm"
            className="p-0 align-baseline"
            onClick={() => onTrack(delivery)}
          >
            {delivery.Carrier}
            <span className="visually-hidden">: track delivery {delivery.DeliveryId}</span>
          </Button>
        </li>
      ))}
      {more && (
        <li className="list-inline-item">
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onMore}>
            {more}
            <span className="visually-hidden"> more deliveries of {orderName}</span>
          </Button>
        </li>
      )}
    </ul>
  );
}
