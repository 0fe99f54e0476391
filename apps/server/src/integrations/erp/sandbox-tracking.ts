import type { Random } from '../../seed/random.ts';
import {
  FREIGHT_CARRIERS,
  PARCEL_HUBS,
  terminalFor,
  WAREHOUSE,
  WILL_CALL,
  type Place,
} from './sandbox-carriers.ts';
import { dayStart, DAY_MS, HOUR_MS, MINUTE_MS } from './sandbox-calendar.ts';
import type { HistoryPlan } from './sandbox-history-plan.ts';

/** An afternoon moment (US Central working hours, in UTC) of the day of `day`. */
export const afternoonOf = (random: Random, day: number) =>
  dayStart(day) + 15 * HOUR_MS + random.int(0, 6 * 60) * MINUTE_MS;

type Update = HistoryPlan['deliveries'][number]['trackingUpdates'][number];

/**
 * A delivery's tracking updates over the days after it ships, in the carrier's manner: a
 * parcel through its hub (now and then a missed delivery tried again the next day), a pallet
 * between two freight terminals, or goods collected at the counter.
 */
export function trackingOf(
  random: Random,
  carrier: string,
  shippedAt: number,
  to: Place,
): Update[] {
  const update = (status: string, at: number, message: string, place: Place): Update => ({
    status,
    at,
    message,
    city: place.city,
    state: place.state,
  });
  const minutes = (min: number, max: number) => random.int(min, max) * MINUTE_MS;
  if (carrier === WILL_CALL)
    return [
      update('Ready for Pickup', shippedAt, 'Ready for pickup at the will-call counter', WAREHOUSE),
      update(
        'Picked Up',
        shippedAt + minutes(120, 48 * 60),
        'Collected by the customer',
        WAREHOUSE,
      ),
    ];
  if (FREIGHT_CARRIERS.includes(carrier)) {
    const days = random.int(2, 5);
    const arrived = dayStart(shippedAt) + (days - 1) * DAY_MS + 12 * HOUR_MS + minutes(0, 360);
    const out = dayStart(shippedAt) + days * DAY_MS + 13 * HOUR_MS + minutes(0, 120);
    return [
      update('Picked Up', shippedAt, 'Picked up by the carrier', WAREHOUSE),
      update(
        'In Transit',
        shippedAt + minutes(240, 480),
        'Departed the origin terminal',
        WAREHOUSE,
      ),
      update('In Transit', arrived, 'Arrived at the destination terminal', terminalFor(to.state)),
      update('Out for Delivery', out, 'Out for delivery; the driver calls ahead', to),
      update('Delivered', out + minutes(120, 300), 'Delivered; signed for at the dock', to),
    ];
  }
  const days = random.int(1, 4);
  const updates = [
    update('Label Created', shippedAt, 'Shipping label created', WAREHOUSE),
    update('Picked Up', shippedAt + minutes(120, 300), 'Picked up by the carrier', WAREHOUSE),
    update(
      'In Transit',
      shippedAt + minutes(480, 840),
      'Departed the carrier hub',
      PARCEL_HUBS[carrier]!,
    ),
  ];
  if (days >= 2)
    updates.push(
      update(
        'In Transit',
        shippedAt + (days - 1) * DAY_MS + minutes(0, 360),
        'Arrived at the destination facility',
        terminalFor(to.state),
      ),
    );
  let out = dayStart(shippedAt) + days * DAY_MS + 13 * HOUR_MS + minutes(0, 120);
  updates.push(update('Out for Delivery', out, 'Out for delivery', to));
  if (random.chance(0.04)) {
    updates.push(
      update(
        'Delivery Exception',
        out + minutes(240, 360),
        'Receiver closed; delivery rescheduled',
        to,
      ),
    );
    out += DAY_MS;
    updates.push(update('Out for Delivery', out, 'Out for delivery', to));
  }
  updates.push(update('Delivered', out + minutes(60, 360), 'Delivered', to));
  return updates;
}
