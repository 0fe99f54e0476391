import type { OrderItemStatus, OrderStatus } from '@portal/domain';
import type { ErpParty, ErpSalesOrder } from './erp-sales-order.ts';
import type { SandboxState } from './sandbox-timeline.ts';

/**
 * One order of the sandbox's history with the time of every step, past and future, in epoch
 * milliseconds: what the ERP will have done by any moment is read off it
 * (`historyOrderState`). Stored as JSON in `erp_sandbox_history_order.plan`.
 */
export interface HistoryPlan {
  salesOrderNumber: string;
  placedAt: number;
  /** In Progress from then on; null when the order was cancelled while still pending. */
  acceptedAt: number | null;
  cancelledAt: number | null;
  purchaseOrderNumber: string;
  customer: { number: string; name: string };
  creator: { username: string; name: string } | null;
  email: string;
  salesReps: { number: string; name: string }[];
  billTo: ErpParty;
  shipTo: ErpParty;
  shipVia: string;
  shippingCost: number;
  expectedShippingDate: string;
  items: {
    itemNumber: number;
    material: string;
    description: string;
    quantity: number;
    unitPrice: number;
    tax: number;
    /** An item cancelled on its own while the rest of the order went on. */
    cancelledAt: number | null;
  }[];
  deliveries: {
    deliveryId: string;
    carrier: string;
    trackingNumber: string | null;
    shippedAt: number;
    itemNumbers: number[];
    trackingUpdates: {
      status: string;
      at: number;
      message: string;
      city: string;
      state: string;
    }[];
  }[];
}

/** Every moment the plan changes the order, in time order. */
export function planEvents(plan: HistoryPlan): number[] {
  const times = [plan.placedAt];
  if (plan.acceptedAt !== null) times.push(plan.acceptedAt);
  if (plan.cancelledAt !== null) times.push(plan.cancelledAt);
  for (const item of plan.items) if (item.cancelledAt !== null) times.push(item.cancelledAt);
  for (const d of plan.deliveries) {
    times.push(d.shippedAt);
    for (const u of d.trackingUpdates) times.push(u.at);
  }
  return times.sort((a, b) => a - b);
}

/** The order as the ERP has it at `now`; null before it was placed. */
export function historyOrderState(plan: HistoryPlan, now: Date): SandboxState | null {
  const t = now.getTime();
  if (plan.placedAt > t) return null;
  const happened = (at: number | null) => at !== null && at <= t;
  const cancelled = happened(plan.cancelledAt);
  const deliveries = plan.deliveries.filter((d) => d.shippedAt <= t);
  const shipped = new Set(deliveries.flatMap((d) => d.itemNumbers));
  const items = plan.items.map(({ cancelledAt, ...item }) => {
    const status: OrderItemStatus =
      cancelled || happened(cancelledAt)
        ? 'Cancelled'
        : shipped.has(item.itemNumber)
          ? 'Shipped'
          : 'Open';
    return { ...item, status };
  });
  const open = items.filter((i) => i.status !== 'Cancelled');
  const status: OrderStatus = cancelled
    ? 'Cancelled'
    : open.length > 0 && open.every((i) => i.status === 'Shipped')
      ? 'Shipped'
      : happened(plan.acceptedAt) || deliveries.length > 0
        ? 'In Progress'
        : 'Pending';
  const byNumber = new Map(plan.items.map((i) => [i.itemNumber, i]));
  const events = planEvents(plan);
  const next = events.find((e) => e > t);
  const order: ErpSalesOrder = {
    salesOrderNumber: plan.salesOrderNumber,
    reference: null,
    orderDate: new Date(plan.placedAt),
    status,
    purchaseOrderNumber: plan.purchaseOrderNumber,
    customer: plan.customer,
    creator: plan.creator,
    email: plan.email,
    salesReps: plan.salesReps,
    billTo: plan.billTo,
    shipTo: plan.shipTo,
    shipVia: plan.shipVia,
    currency: 'USD',
    shippingCost: plan.shippingCost,
    expectedShippingDate: plan.expectedShippingDate,
    items,
    deliveries: deliveries.map((d) => ({
      deliveryId: d.deliveryId,
      carrier: d.carrier,
      trackingNumber: d.trackingNumber,
      shippedAt: new Date(d.shippedAt),
      items: d.itemNumbers.map((n) => {
        const item = byNumber.get(n)!;
        return { material: item.material, shortText: item.description, quantity: item.quantity };
      }),
      trackingUpdates: d.trackingUpdates
        .filter((u) => u.at <= t)
        .map((u) => ({
          status: u.status,
          occurredAt: new Date(u.at),
          message: u.message,
          city: u.city,
          state: u.state,
        })),
    })),
    changedAt: new Date(Math.max(...events.filter((e) => e <= t))),
  };
  return { order, nextChangeAt: next === undefined ? null : new Date(next) };
}
