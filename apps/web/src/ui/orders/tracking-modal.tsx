import type { Delivery } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { dateTime } from './order-dates.ts';

/** Status history of one delivery, newest first; the newest is marked active. */
export function TrackingModal({
  delivery,
  onHide,
}: {
  delivery: Delivery | null;
  onHide: () => void;
}) {
  const updates = delivery?.ShippingInformation.TrackingUpdatesList ?? [];
  return (
    <Modal show={delivery !== null} onHide={onHide} centered aria-labelledby="tracking-title">
      <Modal.Header closeButton>
        <Modal.Title id="tracking-title" as="h2" className="h5">
          Tracking {delivery?.Carrier} {delivery?.TrackingNumber}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {updates.length === 0 ? (
          <p className="mb-0">The carrier has not reported this delivery yet.</p>
        ) : (
          <ListGroup as="ol" aria-label="Status history, newest first">
            {updates.map((u, index) => (
              <ListGroup.Item
                as="li"
                key={u.Id}
                active={index === 0}
                aria-current={index === 0 ? 'step' : undefined}
              >
                <div className="d-flex justify-content-between gap-2">
                  <strong>{u.Status}</strong>
                  <time dateTime={u.Date}>{dateTime(u.Date)}</time>
                </div>
                <div>{u.Message}</div>
                {(u.Address.City || u.Address.State) && (
                  <div className="small">
                    {[u.Address.City, u.Address.State].filter(Boolean).join(', ')}
                  </div>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
