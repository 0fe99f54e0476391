import type { ErpOrder } from './erp-adapter.ts';
import type { ErpDelivery, ErpParty, ErpSalesOrder } from './erp-sales-order.ts';
import {
  PARCEL_CARRIERS,
  PARCEL_HUBS,
  pickBy,
  trackingNumber,
  WAREHOUSE,
} from './sandbox-carriers.ts';

/** A sandbox order as it stands at some moment, and when it changes next (null: never). */
export interface SandboxState {
  order: ErpSalesOrder;
  nextChangeAt: Date | null;
}

/** Steps of a delivery after it ships, one pace apart; where each happens. */
const TRACKING_STEPS = [
  { status: 'Label Created', message: 'Shipping label created', at: 'warehouse' },
  { status: 'Picked Up', message: 'Picked up by the carrier', at: 'warehouse' },
  { status: 'In Transit', message: 'Arrived at the carrier facility', at: 'hub' },
  { status: 'Out for Delivery', message: 'Out for delivery', at: 'destination' },
  { status: 'Delivered', message: 'Delivered', at: 'destination' },
] as const;

/**
 * A hand-off as the sandbox stored it. Those stored before decision 150 carry no customer,
 * creator or bill-to, and a ship-to without partner number, second name or phone.
 */
type StoredHandoff = Omit<ErpOrder, 'customer' | 'creator' | 'billTo' | 'shipTo'> &
  Partial<Pick<ErpOrder, 'customer' | 'creator' | 'billTo'>> & {
    shipTo: Omit<ErpParty, 'partnerNumber' | 'name2' | 'phone'> & Partial<ErpParty>;
  };

/**
 * Where a sales order the portal handed over stands at `now`, one pace per step after the ERP
 * received it: Pending, then In Progress, then Shipped (orders of three or more lines in two
 * deliveries, the second a pace later), then the tracking updates of each delivery up to
 * Delivered (decision 050).
 */
export function sandboxOrderState(
  payload: unknown,
  salesOrderNumber: string,
  receivedAt: Date,
  now: Date,
  paceMs: number,
): SandboxState {
  const order = payload as StoredHandoff;
  const parcels =
    order.lines.length >= 3
      ? [
          order.lines.slice(0, Math.ceil(order.lines.length / 2)),
          order.lines.slice(Math.ceil(order.lines.length / 2)),
        ]
      : [order.lines];
  const lastStep = 2 + (parcels.length - 1) + (TRACKING_STEPS.length - 1);
  const steps = Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / paceMs));
  const at = (step: number) => new Date(receivedAt.getTime() + step * paceMs);

  const deliveries: ErpDelivery[] = [];
  const shipped = new Set<number>();
  parcels.forEach((lines, index) => {
    const shipStep = 2 + index;
    if (steps < shipStep) return;
    const deliveryId = `8${salesOrderNumber.slice(1)}${index + 1}`;
    const carrier = pickBy(deliveryId, PARCEL_CARRIERS);
    const trackingUpdates = TRACKING_STEPS.slice(0, steps - shipStep + 1).map((step, k) => {
      const place =
        step.at === 'warehouse'
          ? WAREHOUSE
          : step.at === 'hub'
            ? // Every parcel of the sandbox's portal orders goes through Louisville.
              PARCEL_HUBS.UPS!
            : { city: order.shipTo.city, state: order.shipTo.region };
      return {
        status: step.status,
        occurredAt: at(shipStep + k),
        message: step.message,
        city: place.city,
        state: place.state,
      };
    });
    for (const line of lines) shipped.add(line.itemNumber);
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

  const status =
    deliveries.length === parcels.length ? 'Shipped' : steps >= 1 ? 'In Progress' : 'Pending';
  const shipTo: ErpParty = { partnerNumber: null, name2: null, phone: '', ...order.shipTo };
  return {
    order: {
      salesOrderNumber,
      reference: order.reference,
      orderDate: receivedAt,
      status,
      purchaseOrderNumber: order.purchaseOrderNumber,
      customer: order.customer ?? null,
      creator: order.creator ?? null,
      email: order.email,
      salesReps: [],
      billTo: order.billTo ?? null,
      shipTo,
      shipVia: 'Best Way',
      currency: order.currency,
      shippingCost: order.shippingCost,
      expectedShippingDate: at(2).toISOString().slice(0, 10),
      items: order.lines.map((l) => ({
        itemNumber: l.itemNumber,
        material: l.material,
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        tax: 0,
        status: shipped.has(l.itemNumber) ? 'Shipped' : 'Open',
      })),
      deliveries,
      changedAt: at(Math.min(steps, lastStep)),
    },
    nextChangeAt: steps < lastStep ? at(steps + 1) : null,
  };
}
