import type { Random } from '../../seed/random.ts';
import { addBusinessDays, DAY_MS, HOUR_MS, MINUTE_MS } from './sandbox-calendar.ts';
import type { HistoryCustomer } from './sandbox-history-input.ts';
import { weighted, type OrderTiming } from './sandbox-history-order.ts';

const HISTORY_DAYS = 730;
/** The history goes on past the day it was made: new orders keep arriving for weeks. */
const FUTURE_DAYS = 45;

/** How many orders a day at the given mean (Knuth's method; the means here are small). */
function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let p = random.next(); p > limit; p *= random.next()) count++;
  return count;
}

/** Heating parts sell most in winter: a year's cycle peaking in early January. */
const season = (day: number) => {
  const date = new Date(day);
  const dayOfYear = (day - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS;
  return 1 + 0.35 * Math.cos((2 * Math.PI * dayOfYear) / 365.25);
};

function regularTiming(random: Random, placedAt: number, heldUntil: number | null): OrderTiming {
  let acceptedAt: number | null =
    heldUntil !== null
      ? Math.max(heldUntil, placedAt + HOUR_MS)
      : random.chance(0.025)
        ? // Waits for a price or a part number to be confirmed.
          placedAt + random.int(8, 20) * DAY_MS + random.int(0, 480) * MINUTE_MS
        : placedAt + random.int(30, 1200) * MINUTE_MS;
  let cancelledAt: number | null = null;
  if (random.chance(0.05)) {
    cancelledAt = placedAt + random.int(60, 5 * 24 * 60) * MINUTE_MS;
    // Half the cancelled orders never left Pending.
    if (acceptedAt >= cancelledAt || random.chance(0.5)) acceptedAt = null;
  }
  const lead = weighted(random, [
    [1, 30],
    [2, 25],
    [3, 15],
    [5, 15],
    [8, 10],
    [12, 5],
  ] as const);
  return {
    placedAt,
    acceptedAt,
    cancelledAt,
    promisedDay: addBusinessDays(acceptedAt ?? placedAt, lead),
    slipDays: weighted(random, [
      [0, 80],
      [1, 8],
      [2, 5],
      [3, 2],
      [-1, 5],
    ] as const),
    cancelsAnItem: random.chance(0.07),
  };
}

/**
 * A customer's orders on working days from two years back to weeks ahead, 3.5 to 6.5 a week
 * with the season. A credit-blocked customer's orders of the last month wait, Pending, for
 * the hold to be lifted nine days on.
 */
export function* regularTimings(random: Random, customer: HistoryCustomer, today: number) {
  const perDay = (3.5 + random.next() * 3) / 5;
  const releasedAt = customer.creditBlocked ? today + 9 * DAY_MS + 14 * HOUR_MS : null;
  for (let day = today - HISTORY_DAYS * DAY_MS; day < today + FUTURE_DAYS * DAY_MS; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let n = poisson(random, perDay * season(day)); n > 0; n--) {
      const placedAt = day + 13 * HOUR_MS + random.int(0, 599) * MINUTE_MS;
      const held = releasedAt !== null && placedAt > today - 30 * DAY_MS && placedAt < releasedAt;
      yield regularTiming(random, placedAt, held ? releasedAt : null);
    }
  }
}

/**
 * Orders every customer has around the day the history is made, whatever the draws: pending
 * for under a day, for days and for over a week, accepted and shipping within ten days, on
 * its way, cancelled, and shipped without one cancelled item.
 */
export function anchorTimings(today: number): OrderTiming[] {
  const at = (days: number, hours: number) => today + days * DAY_MS + hours * HOUR_MS;
  const order = (
    placedAt: number,
    acceptedAt: number | null,
    promisedDay: number,
    extra: Partial<OrderTiming> = {},
  ): OrderTiming => ({
    placedAt,
    acceptedAt,
    cancelledAt: null,
    promisedDay,
    slipDays: 0,
    cancelsAnItem: false,
    ...extra,
  });
  return [
    order(at(0, 0), at(1, 14), addBusinessDays(at(1, 0), 2)),
    order(at(-3, 15), at(2, 14), addBusinessDays(at(2, 0), 2)),
    order(at(-12, 16), at(4, 14), addBusinessDays(at(4, 0), 3)),
    order(at(-2, 14), at(-2, 19), addBusinessDays(at(0, 0), 3)),
    order(at(-1, 16), at(-1, 20), addBusinessDays(at(0, 0), 1)),
    order(at(-5, 15), at(-5, 18), addBusinessDays(at(0, 0), -2)),
    order(at(-25, 15), null, at(-20, 0), { cancelledAt: at(-24, 16) }),
    order(at(-40, 15), at(-40, 18), addBusinessDays(at(-40, 0), 2), { cancelsAnItem: true }),
  ];
}
