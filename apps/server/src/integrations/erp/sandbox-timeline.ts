import { createHash } from 'node:crypto';
import type { ErpDelivery, ErpOrder, ErpOrderState, ErpTrackingUpdate } from './erp-adapter.ts';

/** The sandbox ships from one warehouse through one hub. */
const WAREHOUSE = { city: 'Memphis', state: 'TN' };
const HUB = { city: 'Louisville', state: 'KY' };

/** Steps of a delivery after it ships, one pace apart; where each happens. */
const TRACKING_STEPS = [
  { status: 'Label Created', message: 'Shipping label created', at: 'warehouse' },
  { status: 'Picked Up', message: 'Picked up by the carrier', at: 'warehouse' },
  { status: 'In Transit', message: 'Arrived at the carrier facility', at: 'hub' },
  { status: 'Out for Delivery', message: 'Out for delivery', at: 'destination' },
  { status: 'Delivered', message: 'Delivered', at: 'destination' },
] as const;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

function trackingNumber(carrier: string, seed: string): string {
  const hex = digest(seed).toUpperCase();
  if (carrier === 'UPS') return `1Z${hex.slice(0, 16)}`;
  return String(BigInt(`0x${hex.slice(0, 12)}`) % 10n ** 12n).padStart(12, '0');
}

/**
 * Where a sandbox sales order stands `elapsedMs` after the ERP received it, one pace per step:
 * Pending, then In Progress, then Shipped (orders of three or more lines in two deliveries,
 * the second a pace later), then the tracking updates of each delivery up to Delivered.
 */
export function sandboxOrderState(
  order: ErpOrder,
  salesOrderNumber: string,
  receivedAt: Date,
  now: Date,
  paceMs: number,
): ErpOrderState {
  const steps = Math.floor((now.getTime() - receivedAt.getTime()) / paceMs);
  const at = (step: number) => new Date(receivedAt.getTime() + step * paceMs);
  const expectedShippingDate = at(2).toISOString().slice(0, 10);
  if (steps < 1)
    return { salesOrderNumber, status: 'Pending', expectedShippingDate, deliveries: [] };
  if (steps < 2)
    return { salesOrderNumber, status: 'In Progress', expectedShippingDate, deliveries: [] };

  const parcels =
    order.lines.length >= 3
      ? [
          order.lines.slice(0, Math.ceil(order.lines.length / 2)),
          order.lines.slice(Math.ceil(order.lines.length / 2)),
        ]
      : [order.lines];
  const deliveries: ErpDelivery[] = [];
  parcels.forEach((lines, index) => {
    const shipStep = 2 + index;
    if (steps < shipStep) return;
    const deliveryId = `8${salesOrderNumber.slice(1)}${index + 1}`;
    const carrier = Number.parseInt(digest(deliveryId).slice(0, 2), 16) % 2 === 0 ? 'UPS' : 'FedEx';
    const trackingUpdates: ErpTrackingUpdate[] = TRACKING_STEPS.slice(0, steps - shipStep + 1).map(
      (step, k) => {
        const place =
          step.at === 'warehouse'
            ? WAREHOUSE
            : step.at === 'hub'
              ? HUB
              : { city: order.shipTo.city, state: order.shipTo.region };
        return {
          status: step.status,
          occurredAt: at(shipStep + k),
          message: step.message,
          city: place.city,
          state: place.state,
        };
      },
    );
    deliveries.push({
      deliveryId,
      carrier,
      trackingNumber: trackingNumber(carrier, deliveryId),
      shippedAt: at(shipStep),
      items: lines.map((l) => ({
        material: l.material,
        shortText: l.description,
        quantity: l.quantity,
      })),
      trackingUpdates,
    });
  });
  return {
    salesOrderNumber,
    status: deliveries.length === parcels.length ? 'Shipped' : 'In Progress',
    expectedShippingDate,
    deliveries,
  };
}
