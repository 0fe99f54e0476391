import {
  CANCELLED_ITEM_STATUS,
  ORDER_STATUSES,
  type OrderListQuery,
  type OrderSortKey,
} from '@portal/domain';
import type { ListOrderSpec } from './order-list-test-data.ts';

/**
 * The order list's rules of docs/decisions/151 restated plainly over test data, for tests to
 * compare the SQL with. Text values in the data are ASCII letters and digits, which every
 * collation orders as JavaScript does.
 */
export interface ReferenceOrder extends ListOrderSpec {
  orderId: number;
}

const DAY_MS = 86_400_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
export function localDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const referenceTotal = (o: ListOrderSpec): number =>
  o.items
    .filter((i) => i.status !== CANCELLED_ITEM_STATUS)
    .reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);

const anyCase = (text: string | null | undefined) => (text ?? '').toLowerCase();
const startsAnyCase = (text: string | null | undefined, prefix: string) =>
  text != null && anyCase(text).startsWith(anyCase(prefix));
const withoutZeros = (text: string) => text.replace(/^0+/, '');

function matchesKeyTerm(o: ReferenceOrder, term: string): boolean {
  const number = withoutZeros(term);
  return (
    (o.salesOrderNumber?.startsWith(term) ?? false) ||
    startsAnyCase(o.poNumber, term) ||
    anyCase(o.customer?.name).includes(anyCase(term)) ||
    (number !== '' &&
      o.customer !== null &&
      startsAnyCase(withoutZeros(o.customer.number), number)) ||
    (/^\d{1,10}$/.test(term) && Number(term) === o.orderId)
  );
}

function shipsWithin(o: ReferenceOrder, days: number, timeZone: string): boolean {
  const today = localDay(new Date(), timeZone);
  const shipped = o.deliveries.some(
    (d) => localDay(d.shippedAt, timeZone) >= addDays(today, -days),
  );
  const toShip =
    (o.status === 'Pending' || o.status === 'In Progress') &&
    o.expectedShippingDate !== null &&
    o.expectedShippingDate <= addDays(today, days);
  return shipped || toShip;
}

export function matchesFilters(o: ReferenceOrder, q: OrderListQuery): boolean {
  const { timeZone } = q;
  const checks = [
    !q.orderStatus || o.status === q.orderStatus,
    !q.keyTerm || matchesKeyTerm(o, q.keyTerm),
    !q.salesOrderNumber || (o.salesOrderNumber?.startsWith(q.salesOrderNumber) ?? false),
    !q.poNumber || startsAnyCase(o.poNumber, q.poNumber),
    !q.customerName || anyCase(o.customer?.name).includes(anyCase(q.customerName)),
    !q.orderDate || localDay(o.orderDate, timeZone) === q.orderDate,
    !q.delivery ||
      o.deliveries.some(
        (d) =>
          startsAnyCase(d.carrier, q.delivery!) || startsAnyCase(d.trackingNumber, q.delivery!),
      ),
    q.shippingInDay === undefined || shipsWithin(o, q.shippingInDay, timeZone),
  ];
  return checks.every(Boolean);
}

type SortValue = string | number | null;

const sortValue: Record<OrderSortKey, (o: ReferenceOrder) => SortValue> = {
  SalesOrderNumber: (o) => o.salesOrderNumber,
  OrderDate: (o) => o.orderDate.getTime(),
  CustomerPurchaseOrderNumber: (o) => o.poNumber,
  CustomerName: (o) => (o.customer ? o.customer.name.toLowerCase() : null),
  ExpectedShippingDate: (o) => o.expectedShippingDate,
  OrderStatus: (o) => ORDER_STATUSES.indexOf(o.status),
  Total: referenceTotal,
};

/** Ascending with empty values first, then by order id; reversed as a whole when descending. */
export function referenceOrder(sortBy: OrderSortKey, descending: boolean) {
  const value = sortValue[sortBy];
  const compareValues = (a: SortValue, b: SortValue): number => {
    if (a === b) return 0;
    if (a === null) return -1;
    if (b === null) return 1;
    return a < b ? -1 : 1;
  };
  return (a: ReferenceOrder, b: ReferenceOrder): number => {
    const ascending = compareValues(value(a), value(b)) || a.orderId - b.orderId;
    return descending ? -ascending : ascending;
  };
}
