import { randomFor } from '../../seed/random.ts';
import type { HistoryPlan } from './sandbox-history-plan.ts';
import { dayStart } from './sandbox-calendar.ts';
import { anchorTimings, regularTimings } from './sandbox-history-timing.ts';
import type { HistoryCustomer, HistoryMasterData, HistoryUser } from './sandbox-history-input.ts';
import { buildHistoryOrder, type OrderDraft } from './sandbox-history-order.ts';

/** Orders entered in the ERP have a number range of their own, clear of the portal's. */
export const FIRST_HISTORY_NUMBER = 3_000_000_001;
/** Models a customer buys again and again. */
const FAVOURITES = 30;

export interface HistoryOptions {
  seed: number;
  /** The history is laid around the start of this day (UTC). */
  now: Date;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0))
    .join('')
    .toUpperCase();
const yymmdd = (at: number) => new Date(at).toISOString().slice(2, 10).replaceAll('-', '');

/** Each customer numbers its purchase orders its own way. */
const PO_STYLES: ((n: number, at: number, customer: HistoryCustomer) => string)[] = [
  (n) => `PO-${20000 + n}`,
  (n) => `45${String(10_000_000 + n * 7).padStart(8, '0')}`,
  (n, at, customer) =>
    `${initials(customer.name)}-${yymmdd(at).slice(0, 2)}${String(n).padStart(4, '0')}`,
  (n, at) => `${yymmdd(at)}-${String(n % 100).padStart(2, '0')}`,
];

function creatorOf(draft: OrderDraft, orderDesk: readonly HistoryUser[]): HistoryUser | null {
  const { buyers, repUsers } = draft.customer;
  const { random } = draft;
  const pool =
    buyers.length > 0 && repUsers.length > 0
      ? random.chance(0.5)
        ? buyers
        : repUsers
      : buyers.length > 0
        ? buyers
        : repUsers.length > 0
          ? repUsers
          : orderDesk;
  return pool.length > 0 ? random.pick(pool) : null;
}

/**
 * The order history the sandbox ERP holds for the given customers: the same for the same
 * seed, master data and day. Orders are numbered from FIRST_HISTORY_NUMBER in the order they
 * were placed; each draws its contents from its own stream.
 */
export function generateOrderHistory(
  master: HistoryMasterData,
  options: HistoryOptions,
): HistoryPlan[] {
  if (master.models.length === 0) return [];
  const today = dayStart(options.now.getTime());
  const drafts: (OrderDraft & { style: number })[] = [];
  for (const customer of master.customers) {
    const label = `erp-history:${options.seed}:${customer.number}`;
    const stream = randomFor(label);
    const style = stream.int(0, PO_STYLES.length - 1);
    const favourites = stream.sample(master.models, FAVOURITES);
    const timings = [...regularTimings(stream, customer, today), ...anchorTimings(today)];
    timings.forEach((timing, k) =>
      drafts.push({ customer, timing, favourites, style, random: randomFor(`${label}:${k}`) }),
    );
  }
  // A stable sort: orders placed at the same minute keep the order they were drawn in.
  drafts.sort((a, b) => a.timing.placedAt - b.timing.placedAt);
  const purchaseOrders = new Map<string, number>();
  return drafts.map((draft, index) => {
    const { customer, random, timing } = draft;
    const n = (purchaseOrders.get(customer.number) ?? 0) + 1;
    purchaseOrders.set(customer.number, n);
    const creator = creatorOf(draft, master.orderDesk);
    const byRep = creator !== null && customer.repUsers.includes(creator);
    const purchaseOrderNumber =
      byRep && random.chance(0.08)
        ? // Taken over the phone before the customer's PO arrived.
          `VERBAL-${yymmdd(timing.placedAt)}`
        : PO_STYLES[draft.style]!(n, timing.placedAt, customer);
    return buildHistoryOrder(
      draft,
      String(FIRST_HISTORY_NUMBER + index),
      purchaseOrderNumber,
      creator,
      master.models,
    );
  });
}
