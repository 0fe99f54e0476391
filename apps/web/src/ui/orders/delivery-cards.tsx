import type { Delivery } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { dateTime } from './order-dates.ts';
import { TrackingModal } from './tracking-modal.tsx';

function DeliveryCard({ delivery, onTrack }: { delivery: Delivery; onTrack: () => void }) {
  const latest = delivery.ShippingInformation.TrackingUpdatesList[0];
  return (
    <Card className="mb-3">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-body">
        <h3 className="h6 mb-0">
          Delivery {delivery.DeliveryId} · {delivery.Carrier}
        </h3>
        <span className="text-secondary small">Tracking # {delivery.TrackingNumber ?? '—'}</span>
        <Button size="sm" variant="outline-primary" className="ms-auto" onClick={onTrack}>
          Track delivery {delivery.DeliveryId}
        </Button>
      </Card.Header>
      <Card.Body>
        {latest && (
          <p className="mb-2">
            <strong>{latest.Status}</strong> · {dateTime(latest.Date)}
            {latest.Address.City && ` · ${latest.Address.City}, ${latest.Address.State ?? ''}`}
          </p>
        )}
        <ul className="mb-0 ps-3">
          {delivery.Items.map((item) => (
            <li key={item.Material}>
              {item.Quantity} × {item.Material} {item.ShortText}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}

/** Deliveries with their carrier, tracking number and items; tracking opens a modal. */
export function DeliveryCards({ deliveries }: { deliveries: Delivery[] }) {
  const [tracked, setTracked] = useState<Delivery | null>(null);
  return (
    <>
      {deliveries.map((d) => (
        <DeliveryCard key={d.DeliveryId} delivery={d} onTrack={() => setTracked(d)} />
      ))}
      <TrackingModal delivery={tracked} onHide={() => setTracked(null)} />
    </>
  );
}
