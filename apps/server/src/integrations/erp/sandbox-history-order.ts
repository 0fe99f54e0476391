import { lineTotal, roundMoney } from '@portal/domain';
import type { Random } from '../../seed/random.ts';
import {
  FREIGHT_CARRIERS,
  PARCEL_CARRIERS,
  trackingNumber,
  WILL_CALL,
} from './sandbox-carriers.ts';
import { addBusinessDays, HOUR_MS } from './sandbox-calendar.ts';
import type { ErpParty } from './erp-sales-order.ts';
import type { HistoryCustomer, HistoryModel, HistoryUser } from './sandbox-history-input.ts';
import type { HistoryPlan } from './sandbox-history-plan.ts';
import { afternoonOf, trackingOf } from './sandbox-tracking.ts';

/** When an order's steps happen; everything else about it is drawn around these. */
export interface OrderTiming {
  placedAt: number;
  acceptedAt: number | null;
  cancelledAt: number | null;
  /** Start of the day the ERP promised to ship (the expected ship date). */
  promisedDay: number;
  /** Business days the first delivery leaves after the promise (negative: before). */
  slipDays: number;
  /** One item of several is cancelled while the rest goes on. */
  cancelsAnItem: boolean;
}

export interface OrderDraft {
  customer: HistoryCustomer;
  timing: OrderTiming;
  /** The order's own stream: its contents do not depend on any other order. */
  random: Random;
  /** The models this customer usually buys. */
  favourites: readonly HistoryModel[];
}

/** Sales tax the ERP charges by ship-to state. */
const SALES_TAX: Record<string, number> = {
  IL: 0.0625,
  KY: 0.06,
  CO: 0.029,
  WI: 0.05,
  MN: 0.06875,
};
const DEFAULT_SALES_TAX = 0.06;
/** Above this weight (pounds) 'Best Way' means a pallet with a freight carrier. */
const FREIGHT_POUNDS = 80;
const UNKNOWN_POUNDS = 2;

/** One of `choices`, each as likely as its weight. */
export function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [value, w] of choices) if ((roll -= w) < 0) return value;
  return choices[choices.length - 1]![0];
}

function quantityOf(random: Random, price: number): number {
  if (price < 25) return random.int(2, 24);
  if (price < 150) return random.int(1, 6);
  return random.int(1, 2);
}

/** The items, mostly the customer's usual parts, a few others; no model twice. */
function itemsOf(draft: OrderDraft, models: readonly HistoryModel[]) {
  const { random } = draft;
  const drawn = weighted(random, [
    [1, 40],
    [2, 25],
    [3, 15],
    [4, 10],
    [5, 6],
    [6, 4],
  ] as const);
  const count = draft.timing.cancelsAnItem ? Math.max(drawn, 2) : drawn;
  const chosen = new Map<string, HistoryModel>();
  for (let tries = 0; chosen.size < count && tries < count * 4; tries++) {
    const model = random.chance(0.8) ? random.pick(draft.favourites) : random.pick(models);
    chosen.set(model.material, model);
  }
  return [...chosen.values()].map((model, index) => ({ model, index }));
}

type PlannedItem = HistoryPlan['items'][number];

/**
 * When the items leave: the first delivery on the promised day (give or take the slip), some
 * items a week or two later when they were back-ordered; an item cancelled on its own goes
 * before anything ships and never leaves.
 */
function deliveriesOf(
  random: Random,
  timing: OrderTiming,
  items: PlannedItem[],
  order: { carrier: string; salesOrderNumber: string; shipTo: ErpParty },
): HistoryPlan['deliveries'] {
  const start = (timing.acceptedAt ?? timing.placedAt) + 2 * HOUR_MS;
  const firstShip = Math.max(
    afternoonOf(random, addBusinessDays(timing.promisedDay, timing.slipDays)),
    start,
  );
  if (timing.cancelsAnItem && items.length >= 2) {
    const item = random.pick(items);
    const window = Math.max(firstShip - timing.placedAt - 2 * HOUR_MS, HOUR_MS);
    item.cancelledAt = timing.placedAt + HOUR_MS + Math.floor(random.next() * window);
  }
  const open = items.filter((i) => i.cancelledAt === null);
  const backordered = open.length >= 2 && random.chance(0.18) ? Math.ceil(open.length / 3) : 0;
  const parcels = backordered
    ? [open.slice(0, open.length - backordered), open.slice(open.length - backordered)]
    : [open];
  return parcels.map((parcel, index) => {
    const shippedAt =
      index === 0 ? firstShip : afternoonOf(random, addBusinessDays(firstShip, random.int(3, 12)));
    const deliveryId = `7${order.salesOrderNumber.slice(1)}${index + 1}`;
    return {
      deliveryId,
      carrier: order.carrier,
      trackingNumber: trackingNumber(order.carrier, deliveryId),
      shippedAt,
      itemNumbers: parcel.map((i) => i.itemNumber),
      trackingUpdates: trackingOf(random, order.carrier, shippedAt, {
        city: order.shipTo.city,
        state: order.shipTo.region,
      }),
    };
  });
}

/** One order of the history, its contents drawn from its own stream around its timing. */
export function buildHistoryOrder(
  draft: OrderDraft,
  salesOrderNumber: string,
  purchaseOrderNumber: string,
  creator: HistoryUser | null,
  models: readonly HistoryModel[],
): HistoryPlan {
  const { customer, random, timing } = draft;
  const shipTo =
    customer.shipTos.length > 0 && random.chance(0.45)
      ? random.pick(customer.shipTos)
      : customer.soldTo;
  const taxRate = SALES_TAX[shipTo.region] ?? DEFAULT_SALES_TAX;
  const chosen = itemsOf(draft, models);
  const items = chosen.map(({ model, index }): PlannedItem => {
    const quantity = quantityOf(random, model.listPrice);
    return {
      itemNumber: (index + 1) * 10,
      material: model.material,
      description: model.description,
      quantity,
      unitPrice: model.listPrice,
      tax: roundMoney(lineTotal(model.listPrice, quantity) * taxRate),
      cancelledAt: null,
    };
  });
  const pounds = chosen.reduce(
    (sum, { model }, i) => sum + (model.weight ?? UNKNOWN_POUNDS) * items[i]!.quantity,
    0,
  );
  const shipVia = weighted(random, [
    ['Best Way', 55],
    ['UPS', 20],
    ['FedEx', 20],
    ['Will Call', 5],
  ] as const);
  const carrier =
    shipVia === 'Will Call'
      ? WILL_CALL
      : shipVia !== 'Best Way'
        ? shipVia
        : pounds > FREIGHT_POUNDS
          ? random.pick(FREIGHT_CARRIERS)
          : random.pick(PARCEL_CARRIERS);
  const shippingCost =
    carrier === WILL_CALL
      ? 0
      : FREIGHT_CARRIERS.includes(carrier)
        ? roundMoney(95 + pounds * 0.42)
        : roundMoney(8.5 + pounds * 0.75);

  const deliveries =
    timing.cancelledAt === null
      ? deliveriesOf(random, timing, items, { carrier, salesOrderNumber, shipTo })
      : [];

  return {
    salesOrderNumber,
    placedAt: timing.placedAt,
    acceptedAt: timing.acceptedAt,
    cancelledAt: timing.cancelledAt,
    purchaseOrderNumber,
    customer: { number: customer.number, name: customer.name },
    creator: creator && { username: creator.username, name: creator.name },
    email: creator?.email ?? customer.email ?? '',
    salesReps: customer.salesReps,
    billTo: customer.soldTo,
    shipTo,
    shipVia,
    shippingCost,
    expectedShippingDate: new Date(timing.promisedDay).toISOString().slice(0, 10),
    items,
    deliveries,
  };
}
